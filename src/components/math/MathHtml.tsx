import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';

/** `$…$` inline, `$$…$$` on its own line, and the LaTeX `\(…\)` and `\[…\]` forms. */
const DELIMITERS = [
  { left: '$$', right: '$$', display: true },
  { left: '\\[', right: '\\]', display: true },
  { left: '$', right: '$', display: false },
  { left: '\\(', right: '\\)', display: false },
];
const HAS_MATH = /\$|\\\(|\\\[/;

// KaTeX and its fonts are fetched the first time a text with math is shown, never before.
let typesetter: Promise<(element: HTMLElement) => void> | undefined;
function loadTypesetter() {
  typesetter ??= Promise.all([
    import('katex/contrib/auto-render'),
    import('katex/dist/katex.min.css'),
  ]).then(
    ([{ default: render }]) =>
      (element: HTMLElement) =>
        render(element, { delimiters: DELIMITERS, throwOnError: false, output: 'htmlAndMathml' }),
  );
  return typesetter;
}

/**
 * Rich text of a question, passage or explanation, with its math typeset. The HTML was cleaned by
 * the server on write and is purified again here; KaTeX renders a formula it cannot parse as its
 * source in red instead of failing the page.
 */
export function MathHtml({ html, sx, ...props }: { html: string | null | undefined } & BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  useEffect(() => {
    if (!HAS_MATH.test(clean)) return;
    let current = true;
    void loadTypesetter().then((typeset) => {
      if (current && ref.current) typeset(ref.current);
    });
    return () => {
      current = false;
    };
  }, [clean]);
  return (
    <Box
      ref={ref}
      sx={{ '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere', ...sx }}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
