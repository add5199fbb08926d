import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The product version the footer shows. */
export const PRODUCT_VERSION = '1.0.0';

/** The footer credit of the default layout. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 1, textAlign: 'center' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {translate('app.footer.credit', {
          year: new Date().getFullYear(),
          name: translate('app.brand.name'),
          version: PRODUCT_VERSION,
        })}
      </Typography>
    </Box>
  );
}
