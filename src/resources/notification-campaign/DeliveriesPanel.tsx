import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { PanelState } from '../../pages/panels/PanelState';
import { DELIVERY_STATUSES } from './deliveryData';
import { DeliveriesTable } from './DeliveriesTable';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { PER_PAGE, useDeliveries } from './useDeliveries';

/**
 * Under a campaign: how many recipients are queued, sent and failed, and each recipient with its
 * status, tries and the reason it failed; failed ones can be sent again, one or all.
 */
export function DeliveriesPanel({ resource }: { resource: string }) {
  const translate = useTranslate();
  const campaign = useRecordContext();
  const [page, setPage] = useState(1);
  const { list, retry } = useDeliveries(resource, campaign?.id, page);
  const refresh = useRefresh();
  const data = list.data;
  const moved =
    data !== undefined && campaign !== undefined && data.campaignStatus !== campaign.status;
  // The campaign's own status (sending → done) shows above: reload it when the queue moved it.
  useEffect(() => {
    if (moved) refresh();
  }, [moved, refresh]);
  if (!campaign) return null;
  const scheduled = campaign.status === 'scheduled' && (data?.total ?? 0) === 0;
  return (
    <Box component="section" aria-labelledby="deliveries-heading" sx={{ px: 2, pb: 2 }}>
      <Typography id="deliveries-heading" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.campaigns.recipients')}
      </Typography>
      {data && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}
          aria-live="polite"
          data-testid="delivery-counts"
        >
          {DELIVERY_STATUSES.map((status) => (
            <DeliveryStatusChip key={status} status={status} count={data.counts[status]} />
          ))}
          {data.counts.failed > 0 && (
            <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(undefined)}>
              {translate('app.campaigns.retry_all')}
            </Button>
          )}
        </Stack>
      )}
      <PanelState
        isPending={list.isPending}
        error={list.error}
        isEmpty={(data?.total ?? 0) === 0}
        emptyText={translate(scheduled ? 'app.campaigns.not_yet' : 'app.campaigns.nobody')}
        onRetry={() => void list.refetch()}
      >
        <DeliveriesTable
          rows={data?.rows ?? []}
          retrying={retry.isPending}
          onRetry={(id) => retry.mutate(id)}
        />
        {(data?.total ?? 0) > PER_PAGE && (
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page - 1}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        )}
      </PanelState>
    </Box>
  );
}
