import { Box } from '@mantine/core';
import { VegaEmbed } from 'react-vega';
import { expressionInterpreter } from 'vega-interpreter';
import type { TopLevelSpec } from 'vega-lite';

// Vega compiles expressions with `new Function` unless given an AST interpreter; the SPA's CSP has no
// 'unsafe-eval' (DEPENDENCIES.md), so every chart goes through vega-interpreter.
const embedOptions = { ast: true, expr: expressionInterpreter, actions: false, renderer: 'svg' } as const;

/**
 * A chart from one of core's vega-lite spec builders (the same specs the PDF report draws), as SVG. `label`
 * names it for screen readers; the figures it shows must also be on the page as text.
 */
export const VegaChart = ({
  spec,
  label,
  testId,
}: {
  spec: TopLevelSpec;
  label: string;
  testId?: string;
}) => (
  <Box role="img" aria-label={label} data-testid={testId} style={{ maxWidth: '100%', overflowX: 'auto' }}>
    <VegaEmbed spec={spec} options={embedOptions} />
  </Box>
);
