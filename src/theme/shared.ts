import type { RaThemeOptions } from 'react-admin';

/** The mobile sidebar slides in 260 px wide; the docked one keeps the same width. */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_CLOSED_WIDTH = 56;

/**
 * react-admin lifts a list's bulk bar over the row above the table, which is the list's own
 * toolbar (filters, columns, create, export): with rows ticked, those were hidden. The bar takes a
 * row of its own between the toolbar and the table instead (and none while nothing is ticked).
 */
const bulkBarInItsOwnRow = {
  '& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
} as const;

/**
 * What every palette shares: rounded shapes, sidebar size and the detached top bar (a
 * floating toolbar). Merged over react-admin's defaults so its input and table tweaks stay.
 */
export function withShared(base: RaThemeOptions, own: RaThemeOptions): RaThemeOptions {
  return {
    ...base,
    ...own,
    shape: { borderRadius: 8 },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    palette: { ...base.palette, ...own.palette },
    components: {
      ...base.components,
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { borderRadius: 12 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      RaBulkActionsToolbar: { styleOverrides: { root: bulkBarInItsOwnRow } },
      ...own.components,
    },
  };
}
