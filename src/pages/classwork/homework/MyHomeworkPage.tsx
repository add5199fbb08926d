import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { dhakaNow } from '../attendance/sessionTiming';
import { HomeworkCard } from './HomeworkCard';
import { SubmitDialog } from './SubmitDialog';
import { canSubmit } from './submissionState';
import { useHomework } from './useHomework';

/**
 * /student/homeWork: the homework of the student's courses, newest due first, each with where
 * they stand (handed in, late, marked with feedback) and a button to hand in or change their
 * work while it is open and unmarked.
 */
export function MyHomeworkPage() {
  const translate = useTranslate();
  const today = dhakaNow().date;
  const { homework, submissionOf, courseTitle, isPending, error, refetch } = useHomework();
  const [open, setOpen] = useState<RaRecord | null>(null);
  return (
    <PanelPage title={translate('app.panels.student_homework')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={homework.length === 0}
        emptyText={translate('app.classwork.homework.empty')}
        onRetry={refetch}
      >
        <Grid container spacing={2}>
          {homework.map((item) => {
            const submission = submissionOf(item.id);
            return (
              <Grid key={item.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <HomeworkCard
                  homework={item}
                  courseTitle={courseTitle(item.course_id)}
                  submission={submission}
                  today={today}
                  action={
                    canSubmit(item, submission) ? (
                      <Button variant="contained" onClick={() => setOpen(item)}>
                        {translate(
                          submission
                            ? 'app.classwork.homework.edit'
                            : 'app.classwork.homework.submit',
                        )}
                      </Button>
                    ) : null
                  }
                />
              </Grid>
            );
          })}
        </Grid>
      </PanelState>
      {open && (
        <SubmitDialog
          key={open.id}
          open
          homework={open}
          submission={submissionOf(open.id)}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            refetch();
          }}
        />
      )}
    </PanelPage>
  );
}
