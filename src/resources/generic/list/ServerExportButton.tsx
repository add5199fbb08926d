import Download from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  useListContext,
  useLocaleState,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import type { Resource } from '../../../../schema';
import { downloadFile } from '../../../lib/api';
import { useAppNotify } from '../../../lib/notify';
import { listQuery } from '../../../providers/data/listQuery';

const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

/** The export's address: what the list shows now (filters, search, sort), every page of it. */
export function exportPath(
  r: Resource,
  format: Format,
  params: { filter: Record<string, unknown>; sort: SortPayload },
): string {
  const query = listQuery({ filter: params.filter, sort: params.sort });
  query.set('format', format);
  return `${r.name}/export?${query.toString()}`;
}

/**
 * Export of the whole list as the server streams it (CSV or XLSX), instead of react-admin's
 * exporter, which would fetch every row into the browser first. Shows how much has arrived.
 */
export function ServerExportButton({ r }: { r: Resource }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const [locale = 'en'] = useLocaleState();
  const { filter, filterValues, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [received, setReceived] = useState<number | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`screens.export.${key}`, options);
  const size = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });

  const download = async (format: Format) => {
    setAnchor(null);
    setReceived(0);
    const path = exportPath(r, format, { filter: { ...filterValues, ...filter }, sort });
    try {
      const saved = await downloadFile(path, `${r.name}.${format}`, { onProgress: setReceived });
      if (!saved) notify.error(t('failed'));
    } catch {
      notify.error(t('failed'));
    } finally {
      setReceived(null);
    }
  };

  const busy = received !== null;
  return (
    <>
      <Button
        label={busy ? t('progress', { size: size.format(received / 1_000_000) }) : t('button')}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={busy || total === 0}
        aria-haspopup="menu"
      >
        {busy ? <CircularProgress size={16} aria-hidden /> : <Download />}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {t(format)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
