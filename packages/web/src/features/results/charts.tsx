import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TopLevelSpec } from 'vega-lite';

// Vega is the heaviest dependency: it loads with the first chart, never with the initial bundle (bench/web).
const VegaChart = lazy(() =>
  import('../../shared/charts/VegaChart.tsx').then((m) => ({ default: m.VegaChart })),
);

/** A chart from core's spec builders (the same specs the PDF draws), loaded on first use. */
export const Chart = ({ spec, label, testId }: { spec: TopLevelSpec; label: string; testId?: string }) => (
  <Suspense fallback={<Loader size="sm" aria-label={label} />}>
    <VegaChart spec={spec} label={label} {...(testId ? { testId } : {})} />
  </Suspense>
);
