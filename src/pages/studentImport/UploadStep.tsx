import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CsvDropZone } from '../../components/csv-drop-zone';
import { useAppNotify } from '../../lib/notify';
import { downloadTemplate } from './importApi';
import type { StudentImport } from './useStudentImport';

/** Step 1: a file by drag and drop or by the file dialog (the keyboard's way), and the template. */
export function UploadStep({ wizard }: { wizard: StudentImport }) {
  const translate = useTranslate();
  const notify = useAppNotify();

  const onTemplate = async () => {
    const saved = await downloadTemplate().catch(() => false);
    if (!saved) notify.error(translate('app.csvImport.errors.template'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CsvDropZone
        busy={wizard.busy}
        onFile={(file) => void wizard.chooseFile(file)}
        prompt={translate('app.csvImport.upload.drop')}
        chooseLabel={translate('app.csvImport.upload.choose')}
        hint={translate('app.csvImport.upload.hint')}
      />
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
