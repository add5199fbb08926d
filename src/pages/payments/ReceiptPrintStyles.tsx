import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Prints the receipt alone on A4: the app shell (top bar, sidebar, footer, the page's own
 * buttons) is taken out, anything else left is hidden, and the receipt is printed black on white
 * whatever the theme (paper is white in every theme).
 */
export function ReceiptPrintStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '@media print': {
          '@page': { size: 'A4', margin: '15mm' },
          '.MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, footer, .no-print': {
            display: 'none !important',
          },
          body: { backgroundColor: theme.palette.common.white },
          'body *': { visibility: 'hidden' },
          '#receipt, #receipt *': { visibility: 'visible' },
          '#receipt': {
            position: 'absolute',
            inset: '0 0 auto 0',
            width: '100%',
            margin: 0,
            boxShadow: 'none',
            border: 'none',
            color: theme.palette.common.black,
            backgroundColor: theme.palette.common.white,
            backgroundImage: 'none',
          },
          '#receipt *': { color: 'inherit !important', backgroundColor: 'transparent !important' },
        },
      })}
    />
  );
}
