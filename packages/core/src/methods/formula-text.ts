// A method's LaTeX formula as plain text for a terminal or a plain-text file (`esgkit explain`): the web typesets the
// same source with KaTeX, so the formula stays written once (issue 30) and reads without LaTeX here.

const SYMBOLS: Readonly<Record<string, string>> = {
  sum: 'Σ',
  prod: 'Π',
  Sigma: 'Σ',
  sigma: 'σ',
  alpha: 'α',
  beta: 'β',
  mu: 'μ',
  rho: 'ρ',
  ell: 'ℓ',
  in: '∈',
  cdot: '·',
  times: '×',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  to: '→',
  wedge: '∧',
  lor: '∨',
  neg: '¬',
  iff: '⇔',
  Rightarrow: '⇒',
  forall: '∀',
  top: 'ᵀ',
  dots: '…',
  min: 'min',
  max: 'max',
  quad: '  ',
  qquad: '    ',
  left: '',
  right: '',
};

const ESCAPED: Readonly<Record<string, string>> = {
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  '%': '%',
  '#': '#',
  '{': '{',
  '}': '}',
  _: '_',
  '\\': '; ',
};

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** Reads `{…}` at `i` (balanced) or a single character; returns the inside and the index after it. */
const group = (s: string, i: number): [string, number] => {
  while (s[i] === ' ') i++;
  if (s[i] === '\\') {
    const name = /^[a-zA-Z]+/.exec(s.slice(i + 1))?.[0] ?? s[i + 1] ?? '';
    return [`\\${name}`, i + 1 + name.length];
  }
  if (s[i] !== '{') return [s[i] ?? '', i + 1];
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === '\\') {
      j++;
      continue;
    }
    if (s[j] === '{') depth++;
    else if (s[j] === '}' && --depth === 0) return [s.slice(i + 1, j), j + 1];
  }
  return [s.slice(i + 1), s.length];
};

const isSimple = (text: string): boolean => /^[\p{L}\p{N}\p{M}_.·]*$/u.test(text);
const wrap = (text: string): string => (isSimple(text) ? text : `(${text})`);

const convert = (s: string): string => {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\') {
      const name = /^[a-zA-Z]+/.exec(s.slice(i + 1))?.[0];
      if (!name) {
        out += ESCAPED[s[i + 1] ?? ''] ?? s[i + 1] ?? '';
        i += 2;
        continue;
      }
      i += 1 + name.length;
      if (name === 'frac' || name === 'tfrac' || name === 'dfrac') {
        const [a, afterA] = group(s, i);
        const [b, afterB] = group(s, afterA);
        // a fraction inside a product is one factor: in parentheses, so Σ v_i/V · r_i reads (v_i / V) r_i
        const fraction = `${wrap(convert(a).trim())} / ${wrap(convert(b).trim())}`;
        const before = out.trimEnd().at(-1);
        const after = s.slice(afterB).trimStart()[0];
        const standalone =
          (before === undefined || '=,;:('.includes(before)) &&
          (after === undefined || ',;=)'.includes(after));
        out += standalone ? fraction : `(${fraction})`;
        i = afterB;
      } else if (name === 'sqrt') {
        const [a, after] = group(s, i);
        out += `√${wrap(convert(a).trim())}`;
        i = after;
      } else if (name === 'text' || name === 'operatorname' || name === 'mathrm' || name === 'mathit') {
        const [a, after] = group(s, i);
        out += convert(a);
        i = after;
      } else if (name === 'bar' || name === 'overline') {
        const [a, after] = group(s, i);
        out += `${convert(a)}\u0304`;
        i = after;
      } else if (name === 'begin' || name === 'end') {
        i = group(s, i)[1];
      } else {
        out += SYMBOLS[name] ?? name;
      }
    } else if (c === '_' || c === '^') {
      const [a, after] = group(s, i + 1);
      const text = convert(a).trim();
      const superscript = c === '^' && /^-?\d+$/.test(text);
      if (superscript) out += [...text].map((d) => SUPERSCRIPT[d]).join('');
      else out += c === '^' && text === 'ᵀ' ? text : `${c}${wrap(text)}`;
      i = after;
    } else if (c === '{' || c === '}' || c === '&') {
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
};

/** `\frac{\sum_{i \in C} AF_i \, x_i}{V / 10^6}` → `(Σ_(i ∈ C) AF_i x_i) / (V / 10⁶)`. */
export const formulaText = (latex: string): string => convert(latex).replace(/ {2,}/g, ' ').trim();
