import {
  createI18n,
  createTranslator,
  type FigureTrace,
  indicatorByCode,
  Locale,
  traceInputLabel,
} from '@esgkit/core';

// Issue 31's known gap: a reader sees a trace's inputs and missing columns by a label, never the raw column name.
// The names come from the traces the explainers build (not a hand-copied list), so an explainer that starts to emit a
// new input fails the test that runs it until both languages label it.

/** Every input name and missing column a trace carries. */
export const traceInputNames = (trace: FigureTrace): string[] => [
  ...trace.terms.flatMap((t) => Object.keys(t.inputs)),
  ...trace.excluded.flatMap((e) => e.missing),
];

/**
 * The names that lack a label in en-US or it-IT: a name must read differently from itself in both languages, and the
 * it-IT catalogue must hold its own entry (i18next would otherwise fall back to the en-US text).
 */
export const unlabelled = (names: Iterable<string>): string[] =>
  [...new Set(names)]
    .filter((name) =>
      Locale.options.some((locale) => {
        const ownEntry =
          indicatorByCode(name) !== undefined ||
          typeof createI18n(locale).getResource(locale, 'translation', `web.explain.inputNames.${name}`) ===
            'string';
        return !ownEntry || traceInputLabel(name, createTranslator(locale), locale) === name;
      }),
    )
    .sort();
