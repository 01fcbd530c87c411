import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METHODS, methodAnchor } from './entries.ts';
import { METHODS_DOC_END, METHODS_DOC_START, withMethodsReference } from './markdown.ts';

const doc = readFileSync(new URL('../../../../docs/methodology.md', import.meta.url), 'utf8');

describe('docs/methodology.md', () => {
  it('carries the method reference generated from METHODS (regenerate with `npm run docs`)', () => {
    expect(withMethodsReference(doc)).toBe(doc);
    for (const m of METHODS) expect(doc, m.id).toContain(`\`${m.id}\``);
  });

  it('keeps the hand-written text around the generated reference', () => {
    for (const heading of [
      '# Methodology',
      '# A. Exposures',
      '# B. Financial performance and risk',
      '## D.8 Matching',
    ])
      expect(doc).toContain(heading);
  });
});

// A hand-written section must not restate a formula an entry holds (one concept, one place): it links the entry's
// anchor instead. Both sides are reduced to a signature — LaTeX and the prose's plain notation (Σ_C, ·, ×, ⁶, −) to
// the same symbols, brackets, spaces and product dots dropped, a Σ's index dropped (the prose writes Σ_C where an
// entry writes \sum_{i \in C}) — and each part of an entry's formula (split where the formula itself lists parts:
// \quad, ;, " = ", :, \to) must not occur in the prose's signature. Parts shorter than 8 characters or without an
// operator (a bare symbol, a word) say too little to be a restatement.
const superscript = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const latexToPlain = (latex: string): string => {
  let s = latex
    .replace(/\\_/g, '_')
    .replace(/\\(?:text|operatorname|mathrm|bar)\{([^{}]*)\}/g, '$1')
    .replace(/\\sum(?:_\{[^{}]*\}|_\w)?/g, 'Σ')
    .replace(/\\prod(?:_\{[^{}]*\}|_\w)?/g, 'Π');
  for (let before = ''; before !== s; ) {
    before = s;
    s = s
      .replace(/([_^])\{([^{}]*)\}/g, '$1$2')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√($1)')
      .replace(/\\t?frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)');
  }
  return s
    .replace(/\\(?:left|right|,|!)/g, '')
    .replace(/\\(?:cdot|times)/g, '·')
    .replace(/\\le\b/g, '≤')
    .replace(/\\ge\b/g, '≥')
    .replace(/\\top\b/g, 'ᵀ')
    .replace(/\\Sigma\b/g, 'Σ')
    .replace(/\\(min|max|in)\b/g, '$1');
};
const signature = (text: string): string =>
  text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${[...digits].map((d) => superscript.indexOf(d)).join('')}`)
    .replace(/Σ_(?:\([^)]*\)|\{[^}]*\}|\w+)/g, 'Σ')
    .replace(/[−–]/g, '-')
    .replace(/[×·*\s()[\]{}`\\]/g, '');
const formulaParts = (latex: string): string[] =>
  latexToPlain(latex)
    .split(/\\quad|\\;|;| = |:|\\to/)
    .map((part) => signature(part).replace(/^,|,$/g, ''))
    .filter((part) => part.length >= 8 && /[/+\-^√ΣΠ≤≥<>]/.test(part));
// The same with every name reduced to x: a restatement that renames the symbols (`ghg_t` / (`gdp_eur` / 10⁶) for
// ghg_j / (gdp_j / 10^6), 0.40·returns for 0.40 p_{returns}) keeps the formula's constants and operators. Only parts
// with a constant of their own count: a bare x / x says nothing.
const loose = (sig: string): string => sig.replace(/[A-Za-z](?:[A-Za-z]|_[A-Za-z0-9]+)*/g, 'x');
const looseParts = (latex: string): string[] =>
  formulaParts(latex)
    .map(loose)
    .filter((part) => part.length >= 8 && /\d/.test(part));
const restatedIn = (text: string, m: (typeof METHODS)[number]): string[] => {
  const strict = signature(text);
  const named = formulaParts(m.formula).filter((part) => strict.includes(part));
  const renamed = looseParts(m.formula).filter((part) => loose(strict).includes(part));
  return [...named, ...renamed].map((part) => `${m.id}: ${part}`);
};

describe('the method entries', () => {
  // The missing-data rule is the entry's own; an input's meaning may define its symbol by another entry's formula
  // (AF = min(v_i / EVIC_i, 1) beside class B), which is the symbol's definition, not a second rule.
  it('name another entry instead of restating its formula in their missing-data rule', () => {
    const restated = METHODS.flatMap((m) =>
      METHODS.filter((other) => other.id !== m.id).flatMap((other) =>
        restatedIn(`${m.missingData['en-US']}\n${m.missingData['it-IT']}`, other).map(
          (hit) => `${m.id} restates ${hit}`,
        ),
      ),
    );
    expect(restated).toEqual([]);
  });
});

describe('docs/methodology.md, the hand-written sections', () => {
  it('link an entry instead of restating its formula', () => {
    const prose = doc.slice(0, doc.indexOf(METHODS_DOC_START)) + doc.slice(doc.indexOf(METHODS_DOC_END));
    expect(METHODS.flatMap((m) => restatedIn(prose, m))).toEqual([]);
  });

  it('link only entries that exist', () => {
    const ids = new Set(METHODS.map((m) => methodAnchor(m.id)));
    const targets = [...doc.matchAll(/\]\(#(method-[a-z0-9-]+)\)/g)].map((link) => link[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
  });

  it('would notice a restated formula (the check is not vacuous)', () => {
    const classB = signature('Σ_C AF_i · x_i / (V / 10⁶)');
    expect(
      formulaParts(METHODS.find((m) => m.id === 'pai-class-b-per-million-invested')?.formula ?? ''),
    ).toEqual([classB]);
  });
});
