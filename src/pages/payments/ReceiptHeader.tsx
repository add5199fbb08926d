import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { assetUrl, settingValue, useSettings } from '../../lib/api';

/** The centre as its settings name it (general settings): logo, name, address, contact. */
export function ReceiptHeader() {
  const translate = useTranslate();
  const { data: settings } = useSettings();
  const value = (name: string) => settingValue(settings, 'general', name);
  const name = value('site_name') || translate('app.brand.name');
  const logo = value('logo');
  const phone = value('phone');
  const email = value('email');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      {logo && (
        <Box
          component="img"
          src={assetUrl(logo)}
          alt={translate('app.brand.logo_alt', { name })}
          sx={{ maxWidth: 120, maxHeight: 64, objectFit: 'contain' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {value('address') && <Typography variant="body2">{value('address')}</Typography>}
        {(phone || email) && (
          <Typography variant="body2">
            {phone && email
              ? translate('app.payments.contact', { phone, email })
              : (phone ?? email)}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
