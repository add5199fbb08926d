import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../lib/format';
import { PanelPage } from '../panels/PanelPage';
import { PanelState } from '../panels/PanelState';
import { AffiliateLedger } from './AffiliateLedger';
import { ReferralLinkCard } from './ReferralLinkCard';
import { ReferredStudentsTable } from './ReferredStudentsTable';
import { useReferralPanel } from './useReferralPanel';

/**
 * /affiliate/referral: an affiliation user's own panel: their code and link to share, their
 * earned, paid and unpaid totals, the students they referred, and their commissions and payouts
 * (the server's row scopes give them only their own).
 */
export function ReferralPanelPage() {
  const translate = useTranslate();
  const money = useMoney();
  const t = (key: string) => translate(`app.affiliates.panel.${key}`);
  const { data, isPending, error, refetch } = useReferralPanel();
  return (
    <PanelPage title={t('title')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void refetch()}
      >
        {data && (
          <Grid container spacing={2}>
            <Grid size={12}>
              <ReferralLinkCard code={data.code} link={data.link} />
            </Grid>
            {(['earned', 'paid', 'unpaid'] as const).map((figure) => (
              <Grid key={figure} size={{ xs: 12, sm: 4 }}>
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="overline">{t(figure)}</Typography>
                    <Typography variant="h6" data-testid={`total-${figure}`}>
                      {money(data[figure])}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
            <Grid size={12}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('students')}
              </Typography>
              {data.students.length === 0 ? (
                <Typography color="text.secondary">{t('students_empty')}</Typography>
              ) : (
                <ReferredStudentsTable students={data.students} />
              )}
            </Grid>
            <Grid size={12}>
              <AffiliateLedger />
            </Grid>
          </Grid>
        )}
      </PanelState>
    </PanelPage>
  );
}
