import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CsvDropZone } from '../../../components/csv-drop-zone';
import { useAppNotify } from '../../../lib/notify';
import { downloadSheetTemplate } from '../resultsApi';

/** The answer-sheet file, by drag and drop or the file dialog, and the exam's own template. */
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
  const onTemplate = async () => {
    if (!(await downloadSheetTemplate(examId).catch(() => false)))
      notify.error(translate('app.results.sheets.template_error'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CsvDropZone
        busy={busy}
        onFile={onFile}
        prompt={translate('app.results.sheets.drop')}
        chooseLabel={translate('app.results.sheets.choose')}
        hint={translate('app.results.sheets.hint')}
      />
      {busy && <LinearProgress aria-label={translate('app.results.sheets.reading')} />}
      <Typography variant="body2">
        <Link component="button" type="button" variant="body2" onClick={() => void onTemplate()}>
          {translate('app.results.sheets.template')}
        </Link>
      </Typography>
    </Box>
  );
}
