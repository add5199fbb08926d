import { Alert, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useApi } from '../../lib/api';
import { EmailChangeForm } from './EmailChangeForm';
import { fetchOwnProfile, ownProfileKey } from './ownProfile';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PreferencesForm } from './PreferencesForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { useRefreshIdentity } from './useRefreshIdentity';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /user/edit: every user's own account, reached from the user menu. */
export function ProfilePage() {
  const translate = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshIdentity = useRefreshIdentity();
  const { data: profile, error } = useQuery({
    queryKey: ownProfileKey,
    queryFn: () => fetchOwnProfile(api),
  });
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ownProfileKey });
    await refreshIdentity();
  };

  let content: ReactNode;
  if (error) content = <Alert severity="error">{translate('app.profile.load_error')}</Alert>;
  else if (!profile) content = <CircularProgress aria-label={translate('ra.page.loading')} />;
  else
    content = (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Section title={translate('app.profile.details.title')}>
            <ProfileDetailsForm profile={profile} onSaved={reload} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }} container direction="column" spacing={2}>
          <Section title={translate('app.profile.email.title')}>
            <EmailChangeForm profile={profile} onSaved={reload} />
          </Section>
          <Section title={translate('app.profile.password.title')}>
            <PasswordChangeForm />
          </Section>
          <Section title={translate('app.profile.preferences.title')}>
            <PreferencesForm profile={profile} onSaved={reload} />
          </Section>
        </Grid>
      </Grid>
    );

  return (
    <>
      <Title title={translate('app.profile.title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.profile.title')}
      </Typography>
      {content}
    </>
  );
}
