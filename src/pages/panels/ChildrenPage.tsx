import { Box, Grid, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { ChildCard } from './ChildCard';
import { PanelState } from './PanelState';

/**
 * /parent/children: each child linked to the parent (the server scopes students to the parent's
 * own children) with their courses. The original left this page empty; SPEC 2 names it.
 */
export function ChildrenPage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList('student', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'full_name', order: 'ASC' },
  });
  const title = translate('app.panels.children');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.length ?? 0) === 0}
        emptyText={translate('app.panels.children_empty')}
        onRetry={() => void refetch()}
      >
        <Grid container spacing={2}>
          {data?.map((child) => (
            <Grid key={child.id} size={{ xs: 12, md: 6 }}>
              <ChildCard child={child} />
            </Grid>
          ))}
        </Grid>
      </PanelState>
    </Box>
  );
}
