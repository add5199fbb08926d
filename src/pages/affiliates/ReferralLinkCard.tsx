import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

/** The affiliate's code and sign-up link, with a button that copies the link. */
export function ReferralLinkCard({ code, link }: { code: string; link: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('app.affiliates.panel.copied', { type: 'success' });
    } catch {
      notify('app.affiliates.panel.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline">{translate('app.affiliates.panel.code')}</Typography>
        <Typography
          variant="h5"
          sx={{ fontFamily: 'monospace', mb: 2 }}
          data-testid="referral-code"
        >
          {code}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={translate('app.affiliates.panel.link')}
            value={link}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' } }}
          />
          <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()}>
            {translate('app.affiliates.panel.copy')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
