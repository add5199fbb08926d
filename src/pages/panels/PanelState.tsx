import { Grid, Skeleton, Typography } from '@mui/material';
import { FetchErrorAlert } from '../../components/fetch-error';

/** What a panel list shows while loading, after an error, or when it has nothing. */
export function PanelState({
  isPending,
  error,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: React.ReactNode;
}) {
  if (error) return <FetchErrorAlert onRetry={onRetry} />;
  if (isPending) {
    return (
      <Grid container spacing={2} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isEmpty) return <Typography sx={{ color: 'text.secondary', py: 4 }}>{emptyText}</Typography>;
  return <>{children}</>;
}
