import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The brand colour #00A0FF (spec doc 1 §3 "default company color"), as a Mantine ten-shade scale.
const brand: MantineColorsTuple = [
  '#e0f5ff',
  '#cbe9ff',
  '#99d0ff',
  '#62b6fe',
  '#36a0fd',
  '#1893fd',
  '#008cfe',
  '#0079e3',
  '#006bcc',
  '#005cb5',
];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: 8,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  headings: { fontWeight: '650' },
});
