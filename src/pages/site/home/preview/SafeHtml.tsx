import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Rich text cleaned by the server on write, and purified again before it is shown. */
export function SafeHtml({ html, sx, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Box
      sx={{ '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere', ...sx }}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** The items of the text's lists, each as purified HTML (cards and figures sections show them). */
export function listItems(html: string): string[] {
  const clean = new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html');
  return Array.from(clean.querySelectorAll('li')).map((li) => li.innerHTML);
}
