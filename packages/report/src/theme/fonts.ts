import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff.ts';

/** The one text family of the report: Inter, shipped by @fontsource/inter (never a system font). */
export const FONT_FAMILY = 'Inter';
/**
 * Chart text that vega marks bold is drawn in this family: the SVG → react-pdf conversion keeps a font family
 * but drops font-weight, so bold gets a family of its own.
 */
export const CHART_BOLD_FAMILY = 'Inter Bold';

/**
 * GSUB (contextual alternates, ligatures) is left out: Latin text needs none of it, and shaping through Inter's
 * large GSUB table was most of the layout time. GPOS (kerning) stays.
 */
const SKIPPED_TABLES = new Set(['GSUB']);

/** Inter of one weight as a TrueType data URL, decoded once from the @fontsource WOFF file. */
const interFile = (weight: 400 | 600 | 700): string => {
  const path = fileURLToPath(
    import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
  );
  const sfnt = woffToSfnt(readFileSync(path), SKIPPED_TABLES);
  return `data:font/ttf;base64,${Buffer.from(sfnt).toString('base64')}`;
};

let isRegistered = false;

/**
 * Registers Inter with react-pdf (its font store is process-wide). Called by every render, it registers once;
 * `sans-serif` is registered too because react-pdf falls back to it for SVG text without a family.
 */
export const registerReportFonts = (): void => {
  if (isRegistered) return;
  const regular = interFile(400);
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: interFile(600), fontWeight: 600 },
      { src: interFile(700), fontWeight: 700 },
    ],
  });
  Font.register({ family: CHART_BOLD_FAMILY, src: interFile(700) });
  Font.register({ family: 'sans-serif', src: regular });
  // Words are never split with a hyphen: names and ISINs must stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  isRegistered = true;
};

/** The fontkit calls react-pdf's text layout makes (fontkit's font object, as far as we use it). */
interface ShapingFont {
  layout(
    string: unknown,
    features?: unknown,
    script?: unknown,
    language?: unknown,
    direction?: unknown,
  ): unknown;
}

const SHAPED_RUNS_PER_FONT = 20_000;
const memoized = new WeakSet<object>();

/**
 * Shaping a run of text (fontkit: glyphs, kerning) is the same work for the same string every time, and a report
 * repeats most of its strings (labels, headings, the methodology text, and every render before it): each font
 * keeps the glyph runs it shaped, by string, and gives them again. The runs are not modified by their readers
 * (react-pdf copies the positions it scales), so the PDF bytes are the same.
 */
const memoizeShaping = (font: ShapingFont): void => {
  if (memoized.has(font)) return;
  memoized.add(font);
  const shape = font.layout.bind(font);
  const runs = new Map<string, unknown>();
  font.layout = (string, features, script, language, direction) => {
    // react-pdf shapes left to right with no script, language or features: only those calls are kept
    const isPlain =
      typeof string === 'string' &&
      (features == null || (Array.isArray(features) && features.length === 0)) &&
      script == null &&
      language == null &&
      direction === 'ltr';
    if (!isPlain) return shape(string, features, script, language, direction);
    let run = runs.get(string);
    if (run === undefined) {
      run = shape(string, features, script, language, direction);
      if (runs.size >= SHAPED_RUNS_PER_FONT) runs.clear();
      runs.set(string, run);
    }
    return run;
  };
};

const FAMILIES = [
  ...([400, 600, 700] as const).map((fontWeight) => ({ fontFamily: FONT_FAMILY, fontWeight })),
  { fontFamily: CHART_BOLD_FAMILY, fontWeight: 400 },
  { fontFamily: 'sans-serif', fontWeight: 400 },
];

/** Registers the fonts, parses them now (once a process) and memoizes their shaping. */
export const prepareReportFonts = async (): Promise<void> => {
  registerReportFonts();
  for (const descriptor of FAMILIES) {
    await Font.load(descriptor);
    const data = Font.getFont(descriptor)?.data as ShapingFont | null | undefined;
    if (data && typeof data.layout === 'function') memoizeShaping(data);
  }
};
