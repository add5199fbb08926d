import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useAppNotify } from '../../../lib/notify';
import { downloadSheetTemplate } from '../resultsApi';

/** A CSV file by drag and drop or the file dialog (the keyboard's way), and the exam's template. */
export function SheetUpload({
  examId,
  busy,
  onFile,
}: {
  examId: number;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const choose = translate('app.results.sheets.choose');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  const onTemplate = async () => {
    if (!(await downloadSheetTemplate(examId).catch(() => false)))
      notify.error(translate('app.results.sheets.template_error'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <UploadFile color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>{translate('app.results.sheets.drop')}</Typography>
        <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
          {choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={choose}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same file again (after fixing it) is seen.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.results.sheets.hint')}
        </Typography>
      </Box>
      {busy && <LinearProgress aria-label={translate('app.results.sheets.reading')} />}
      <Typography variant="body2">
        <Link component="button" type="button" variant="body2" onClick={() => void onTemplate()}>
          {translate('app.results.sheets.template')}
        </Link>
      </Typography>
    </Box>
  );
}
