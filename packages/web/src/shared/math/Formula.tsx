import 'katex/dist/katex.min.css';
import { Box } from '@mantine/core';
import katex from 'katex';
import { useLayoutEffect, useRef } from 'react';

/**
 * A LaTeX formula typeset with KaTeX. KaTeX, its CSS and its fonts come in the chunk of the page that imports
 * this (no CDN; the shell stays within its budget); the MathML beside the glyphs is what a screen reader reads.
 */
export const Formula = ({
  tex,
  label,
  inline = false,
}: {
  tex: string;
  label?: string;
  inline?: boolean;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    // throwOnError off: a formula KaTeX cannot parse shows as its source in red, never a broken page
    katex.render(tex, ref.current, { displayMode: !inline, throwOnError: false, output: 'htmlAndMathml' });
  }, [tex, inline]);
  return inline ? (
    <Box component="span" ref={ref} aria-label={label} />
  ) : (
    // a wide formula scrolls inside its own box on a phone, never the page
    <Box
      ref={ref}
      aria-label={label}
      data-testid="method-formula"
      style={{ overflowX: 'auto', overflowY: 'hidden' }}
    />
  );
};
