import ArrowBack from '@mui/icons-material/ArrowBack';
import Publish from '@mui/icons-material/Publish';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Title, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { keyOfName } from '../../../config';
import { useAppNotify } from '../../../lib/notify';
import { serverMessage, useAppDataProvider } from '../../../providers/data';
import { pickerPath, isSatExam, type QuestionArea } from '../paths';

interface EditorHeaderProps {
  exam: RaRecord;
  area: QuestionArea;
  /** A line under the title: the form and module counts, or the marks. */
  summary: string;
  onPublished: () => void;
}

/** The exam's title, type and status, the way back, and Publish while it is a draft. */
export function EditorHeader({ exam, area, summary, onPublished }: EditorHeaderProps) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dataProvider = useAppDataProvider();
  const { canAccess: canPublish } = useCanAccess({ action: 'edit', resource: keyOfName('exam') });
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    setPublishing(true);
    try {
      const result = await dataProvider.changeStatus(keyOfName('exam'), exam.id, 'published');
      notify.success(result.message || translate('app.notify.done'));
      onPublished();
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
    } finally {
      setPublishing(false);
    }
  };
  const title = String(exam.title ?? '');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <Title title={translate('app.questions.title', { exam: title })} />
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <Chip size="small" label={translate(`enums.examType.${String(exam.type)}`)} />
          <Chip
            size="small"
            color={exam.status === 'published' ? 'success' : 'default'}
            variant={exam.status === 'published' ? 'filled' : 'outlined'}
            label={translate(`enums.examStatus.${String(exam.status)}`)}
          />
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('app.questions.shortcuts')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to={pickerPath(area, isSatExam(exam))} startIcon={<ArrowBack />}>
          {translate('app.questions.all_exams')}
        </Button>
        {exam.status === 'draft' && canPublish && (
          <Button
            variant="contained"
            color="success"
            startIcon={<Publish />}
            disabled={publishing}
            onClick={() => void publish()}
          >
            {translate('app.questions.publish')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
