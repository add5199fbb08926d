import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * On paper only the page's own content: the top bar, sidebar, footer and every `.no-print`
 * control are hidden, and the content takes the whole width.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, .RaSidebar-root, .MuiDrawer-root, .no-print': {
          display: 'none !important',
        },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        '.MuiCard-root': { boxShadow: 'none !important' },
      },
    }}
  />
);
