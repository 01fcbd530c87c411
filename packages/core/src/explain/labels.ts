import { indicatorByCode } from '../catalogues/indicators.ts';
import type { enUS } from '../i18n/en-us.ts';
import type { Locale } from '../schemas/common.ts';

// A trace names its inputs and missing columns by the dataset column or the method's symbol (`evic_eur`, `v`, `rf`):
// machine names the terms CSV and `--json` keep as they are. A reader sees them by these labels (the dialog, the
// `esgkit explain` tree): one label per name in the i18n catalogue (web.explain.inputNames), and a PHY_ indicator
// code (an impact figure's input) by the indicator catalogue's own name, so no indicator is named twice.

/** The names the i18n catalogue labels. */
export type TraceInputName = keyof typeof enUS.web.explain.inputNames;
type InputLabelKey = `web.explain.inputNames.${TraceInputName}`;

/**
 * The label of a trace input or missing column in `locale`; a name with no label comes back as it is (i18next
 * answers an unknown key with the key). `t` is the caller's translator (the web's loads one language at a time).
 */
export const traceInputLabel = (name: string, t: (key: InputLabelKey) => string, locale: Locale): string => {
  const indicator = indicatorByCode(name);
  if (indicator) return indicator.name[locale];
  const key = `web.explain.inputNames.${name}`;
  const label = t(key as InputLabelKey);
  return label === key ? name : label;
};
