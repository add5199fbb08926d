import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadFile } from '../../lib/api';
import { useCurrency } from '../../lib/preferences';
import { useAppNotify } from '../../lib/notify';

/**
 * Saves a document the server makes as a PDF (`path` under /api, e.g. `order/7/receipt/pdf`), in
 * the page's language and the currency the user chose; the server names the file.
 */
export function DownloadPdfButton({
  path,
  filename,
  label,
}: {
  path: string;
  /** The name to save under should the server give none. */
  filename: string;
  /** An accessible name saying which document, where several buttons share a page. */
  label?: string;
}) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const [currency] = useCurrency();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const saved = await downloadFile(`${path}?currency=${currency}`, filename).catch(() => false);
    setBusy(false);
    if (!saved) notify.error(translate('app.pdfDownload.failed'));
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PictureAsPdf />}
      onClick={() => void download()}
      disabled={busy}
      aria-label={label}
    >
      {translate('app.pdfDownload.button')}
    </Button>
  );
}
