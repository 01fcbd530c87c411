import { Box } from '@mantine/core';
import type { ComponentProps } from 'react';
import { VegaEmbed } from 'react-vega';
import { expressionInterpreter } from 'vega-interpreter';
import type { TopLevelSpec } from 'vega-lite';

// Vega compiles expressions with `new Function` unless given an AST interpreter; the SPA's CSP has no
// 'unsafe-eval' (DEPENDENCIES.md), so every chart goes through vega-interpreter.
const embedOptions = { ast: true, expr: expressionInterpreter, actions: false, renderer: 'svg' } as const;

/**
 * vega writes ARIA text of its own on each axis and mark, in English ("X-axis for a discrete scale with 3 values",
 * "category: Ambientale; value: 67,2"), whatever the page's language: the chart speaks through its `label` instead
 * (VegaChart.browser.test.tsx). The web's copy only: the PDF draws the same specs and strips ARIA itself.
 */
const withoutVegaAria = (spec: TopLevelSpec): TopLevelSpec => ({
  ...spec,
  config: { ...spec.config, aria: false },
});

/** The drawn chart, for exporting it (view.toSVG(), view.toImageURL('png')). */
export type ChartView = Parameters<NonNullable<ComponentProps<typeof VegaEmbed>['onEmbed']>>[0]['view'];

/**
 * A chart from one of core's vega-lite spec builders (the same specs the PDF report draws), as SVG. `label`
 * names it for screen readers; the figures it shows must also be on the page as text.
 */
export const VegaChart = ({
  spec,
  label,
  testId,
  onView,
}: {
  spec: TopLevelSpec;
  label: string;
  testId?: string;
  /** Receives the drawn chart (an export button saves it as PNG or SVG). */
  onView?: (view: ChartView) => void;
}) => (
  <Box role="img" aria-label={label} data-testid={testId} style={{ maxWidth: '100%', overflowX: 'auto' }}>
    <VegaEmbed
      spec={withoutVegaAria(spec)}
      options={embedOptions}
      {...(onView ? { onEmbed: (r) => onView(r.view) } : {})}
    />
  </Box>
);
