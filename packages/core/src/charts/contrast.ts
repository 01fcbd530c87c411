import { HexColor } from '../schemas/common.ts';

/** WCAG 2.1 AA for normal text: white text on the brand colour needs at least 4.5:1 (issue 28, Company info). */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** Whether a value is a colour the brand accepts (#RRGGBB, the schema's HexColor). */
export const isHexColor = (value: string): boolean => HexColor.safeParse(value).success;

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(HexColor.parse(hex).slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

/** WCAG 2.1 relative luminance of an sRGB colour. */
export const relativeLuminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of white text on this colour (1 to 21). */
export const contrastWithWhite = (hex: string): number => 1.05 / (relativeLuminance(hex) + 0.05);

const toHex = (rgb: number[]): string =>
  `#${rgb.map((c) => c.toString(16).padStart(2, '0').toUpperCase()).join('')}`;

export interface BrandContrast {
  /** White text on the colour, e.g. 2.81 for #00A0FF. */
  ratio: number;
  compliant: boolean;
  /**
   * The lightest shade of the same hue (every channel scaled by one factor, in 1/255 steps) that reaches 4.5:1;
   * the colour itself when it already does.
   */
  suggestion: string;
}

/** Checks a brand colour against white text and proposes the nearest darker compliant shade. */
export const checkBrandContrast = (hex: string): BrandContrast => {
  const rgb = channels(hex);
  const ratio = contrastWithWhite(hex);
  if (ratio >= MIN_CONTRAST_WITH_WHITE) return { ratio, compliant: true, suggestion: toHex(rgb) };
  for (let step = 254; step >= 0; step--) {
    const candidate = toHex(rgb.map((c) => Math.round((c * step) / 255)));
    if (contrastWithWhite(candidate) >= MIN_CONTRAST_WITH_WHITE) {
      return { ratio, compliant: false, suggestion: candidate };
    }
  }
  return { ratio, compliant: false, suggestion: '#000000' };
};
