import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useAppNotify } from '../../lib/notify';
import { downloadTemplate } from './importApi';
import type { StudentImport } from './useStudentImport';

/** Step 1: a file by drag and drop or by the file dialog (the keyboard's way), and the template. */
export function UploadStep({ wizard }: { wizard: StudentImport }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const choose = translate('app.csvImport.upload.choose');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !wizard.busy) void wizard.chooseFile(file);
  };
  const onTemplate = async () => {
    const saved = await downloadTemplate().catch(() => false);
    if (!saved) notify.error(translate('app.csvImport.errors.template'));
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
        data-testid="import-drop-zone"
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
        <Typography>{translate('app.csvImport.upload.drop')}</Typography>
        <Button variant="contained" disabled={wizard.busy} onClick={() => input.current?.click()}>
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
            // Cleared so that choosing the same file again (after fixing it) is seen.
            event.target.value = '';
            if (file) void wizard.chooseFile(file);
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.csvImport.upload.hint')}
        </Typography>
      </Box>
      {wizard.busy && <LinearProgress aria-label={translate('app.csvImport.upload.reading')} />}
      <Typography variant="body2">
        {translate('app.csvImport.upload.template_intro')}{' '}
        <Link component="button" type="button" variant="body2" onClick={() => void onTemplate()}>
          {translate('app.csvImport.upload.template')}
        </Link>
      </Typography>
    </Box>
  );
}
