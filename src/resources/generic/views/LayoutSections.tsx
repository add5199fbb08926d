import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isShortField, type PlacedSection, type Resource } from '../../../../schema';

/** Wide enough for two inputs side by side at a comfortable width, and no wider. */
export const LAYOUT_MAX_WIDTH = 960;

interface LayoutSectionsProps {
  r: Resource;
  sections: readonly PlacedSection[];
  /** What to draw in a field's place: its input on a form, its labelled value on a show page. */
  renderField: (source: string) => ReactNode;
}

/**
 * Sections under their headings, each a stack of rows whose fields sit side by side from the
 * `sm` breakpoint up and one under the other on phones. A lone short field takes half a row, so
 * it lines up with the fields above it. Rows are laid out in document order, left to right, so
 * the keyboard's tab order follows what the eye sees.
 */
export function LayoutSections({ r, sections, renderField }: LayoutSectionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: LAYOUT_MAX_WIDTH }}>
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.title ?? `untitled-${index}`}
          aria-label={section.title ? translate(section.title) : undefined}
          sx={{ '& + &': { mt: 2 } }}
        >
          {section.title && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(section.title)}
            </Typography>
          )}
          {section.rows.map((row) => {
            const onlyShort = row.length === 1 && isShortField(r.fields[row[0]!]!);
            const columns = onlyShort ? 2 : row.length;
            return (
              <Grid container columnSpacing={2} key={row.join(' ')} data-layout-row>
                {row.map((source) => (
                  <Grid key={source} size={{ xs: 12, sm: 12 / columns }} sx={{ minWidth: 0 }}>
                    {renderField(source)}
                  </Grid>
                ))}
              </Grid>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
