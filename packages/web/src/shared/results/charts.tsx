import { Box, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import type { TopLevelSpec } from 'vega-lite';
import type { ChartView } from '../charts/VegaChart.tsx';

// Vega is the heaviest dependency: it loads with the first chart, never with the initial bundle (bench/web).
const VegaChart = lazy(() =>
  import('../../shared/charts/VegaChart.tsx').then((m) => ({ default: m.VegaChart })),
);

// The width a chart is built for moves in steps, so that resizing a window does not rebuild it at every pixel.
const WIDTH_STEP = 16;

/**
 * A chart from core's spec builders (the same specs the PDF draws), loaded on first use. A builder given as a
 * function gets the width the chart has on the page, so that its axis labels fit it (a 390 px phone, issue 22).
 */
export const Chart = ({
  spec,
  label,
  testId,
  onView,
}: {
  spec: TopLevelSpec | ((fit: { containerWidth: number }) => TopLevelSpec);
  label: string;
  testId?: string;
  onView?: (view: ChartView) => void;
}) => {
  const { ref, width } = useElementSize();
  const containerWidth = Math.floor(width / WIDTH_STEP) * WIDTH_STEP;
  const built = typeof spec === 'function' ? (containerWidth > 0 ? spec({ containerWidth }) : null) : spec;
  const loader = <Loader size="sm" aria-label={label} />;
  return (
    <Box ref={ref} miw={0}>
      {built ? (
        <Suspense fallback={loader}>
          <VegaChart
            spec={built}
            label={label}
            {...(testId ? { testId } : {})}
            {...(onView ? { onView } : {})}
          />
        </Suspense>
      ) : (
        loader
      )}
    </Box>
  );
};
