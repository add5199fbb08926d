import Add from '@mui/icons-material/Add';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Remove from '@mui/icons-material/Remove';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useCanAccess, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { useUnsavedChangesGuard } from '../../lib/unsaved';
import { PanelPage } from '../panels/PanelPage';
import { PanelState } from '../panels/PanelState';
import { ConversionGrid } from './ConversionGrid';
import { PasteTableDialog } from './PasteTableDialog';

interface TableAnswer {
  scale: { id: number; label: string; min_score: number; max_score: number };
  rows: { raw_score: number; scaled_score: number }[];
  rescored: number;
}

const key = (id: string | undefined) => ['app', 'sat-scale', id, 'conversions'];

/** Server errors `rows.{raw}.scaled_score` (or raw_score) by raw score. */
function rowErrors(error: unknown): Record<number, string> {
  const errors =
    error instanceof HttpError ? (error.body as { errors?: unknown })?.errors : undefined;
  const byRow: Record<number, string> = {};
  for (const [field, message] of Object.entries((errors ?? {}) as Record<string, string>)) {
    const match = /^rows\.(\d+)\./.exec(field);
    if (match) byRow[Number(match[1])] ??= message;
  }
  return byRow;
}

/**
 * `/admin/exam/satScale/:id/conversions`: one score scale's raw → scaled table, edited as a grid
 * and saved whole. The server checks the table and scores the form's attempts again, so the
 * scores students see always come from the table shown here.
 */
export function ConversionTablePage() {
  const { id } = useParams();
  const api = useApi();
  const translate = useTranslate();
  const notify = useAppNotify();
  const queryClient = useQueryClient();
  const { canAccess: canEdit = false } = useCanAccess({ action: 'update', resource: 'SatScale' });
  const query = useQuery({
    queryKey: key(id),
    queryFn: async () =>
      (await api('GET', `sat-scale/${String(id)}/conversions`)).data as TableAnswer,
  });
  // The edited rows; null while they are as stored.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [pasting, setPasting] = useState(false);
  const stored = query.data?.rows.map((r) => String(r.scaled_score)) ?? [];
  const rows = draft ?? stored;
  const dirty = draft !== null && draft.join() !== stored.join();
  useUnsavedChangesGuard(dirty);

  const save = useMutation({
    mutationFn: async (values: string[]) =>
      (
        await api('PUT', `sat-scale/${String(id)}/conversions`, {
          body: {
            rows: values.map((v, raw) => ({
              raw_score: raw,
              scaled_score: /^\d+$/.test(v.trim()) ? Number(v) : v,
            })),
          },
        })
      ).data as TableAnswer,
    onSuccess: (answer) => {
      queryClient.setQueryData(key(id), answer);
      setDraft(null);
      notify.success(translate('app.scoring.conversion.saved', { smart_count: answer.rescored }));
    },
    onError: (error) => notify.error(error instanceof Error ? error.message : ''),
  });

  const scale = query.data?.scale;
  const title = translate('app.scoring.conversion.title', { scale: scale?.label ?? '' });
  const set = (next: string[]) => {
    save.reset();
    setDraft(next);
  };
  return (
    <PanelPage title={title}>
      <PanelState
        isPending={query.isPending}
        error={query.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void query.refetch()}
      >
        {scale && (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {translate('app.scoring.conversion.range', {
                min: scale.min_score,
                max: scale.max_score,
              })}
            </Typography>
            {!canEdit && (
              <Alert severity="info">{translate('app.scoring.conversion.read_only')}</Alert>
            )}
            {canEdit && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  startIcon={<Add />}
                  onClick={() => set([...rows, rows.at(-1) ?? String(scale.min_score)])}
                >
                  {translate('app.scoring.conversion.add_row')}
                </Button>
                <Button
                  startIcon={<Remove />}
                  onClick={() => set(rows.slice(0, -1))}
                  disabled={rows.length === 0}
                >
                  {translate('app.scoring.conversion.remove_row')}
                </Button>
                <Button startIcon={<ContentPaste />} onClick={() => setPasting(true)}>
                  {translate('app.scoring.conversion.paste')}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<Save />}
                  onClick={() => save.mutate(rows)}
                  disabled={!dirty || save.isPending}
                >
                  {translate('app.scoring.conversion.save')}
                </Button>
              </Stack>
            )}
            {rows.length === 0 ? (
              <Alert severity="warning">{translate('app.scoring.conversion.empty')}</Alert>
            ) : (
              <Box sx={{ maxHeight: '70vh', overflow: 'auto' }}>
                <ConversionGrid
                  scaled={rows}
                  errors={rowErrors(save.error)}
                  readOnly={!canEdit}
                  onChange={(raw, value) => set(rows.map((v, i) => (i === raw ? value : v)))}
                />
              </Box>
            )}
          </Stack>
        )}
      </PanelState>
      {pasting && (
        <PasteTableDialog
          open
          onClose={() => setPasting(false)}
          onApply={(values) => {
            set(values.map(String));
            setPasting(false);
          }}
        />
      )}
    </PanelPage>
  );
}
