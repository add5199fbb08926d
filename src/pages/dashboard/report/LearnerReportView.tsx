import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LearnerReport, LatestScore, StudentSection } from '../../../../schema';
import { formatDateTime, useMoney } from '../../../lib/format';
import { FigureCard, FigureGrid } from './FigureCard';
import { Section } from './Section';
import { SessionList } from './SessionList';

function scoreText(score: LatestScore, t: (key: string, o?: Record<string, unknown>) => string) {
  return score.kind === 'sat'
    ? t('score_sat', { score: score.total_score })
    : t('score_marks', { marks: score.marks, percent: score.percent ?? '—' });
}

function StudentPart({ section, named }: { section: StudentSection; named: boolean }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const money = useMoney();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.finance.report.${key}`, options);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      {named && (
        <Typography variant="h6" component="h2">
          {section.student_name}
        </Typography>
      )}
      <FigureGrid label={t('figures')}>
        <FigureCard
          label={t('dues')}
          value={money(section.dues)}
          tone={section.dues > 0 ? 'error' : undefined}
          detail={t('unpaid_orders_count', { smart_count: section.unpaid_orders })}
        />
        <FigureCard label={t('courses')} value={section.courses.length} />
      </FigureGrid>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <Section title={t('courses')}>
          {section.courses.length === 0 ? (
            t('no_courses')
          ) : (
            <List dense disablePadding>
              {section.courses.map((c) => (
                <ListItem key={c.enrolment_id} disableGutters>
                  <ListItemText
                    primary={c.title}
                    secondary={[
                      translate(`enums.enrolmentStatus.${c.status}`, { _: c.status }),
                      translate(`enums.paymentStatus.${c.payment_status}`, { _: c.payment_status }),
                    ].join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section title={t('next_sessions')}>
          <SessionList
            sessions={section.next_sessions}
            emptyText={t('no_next_sessions')}
            showDate
          />
        </Section>
        <Section title={t('latest_scores')}>
          {section.latest_scores.length === 0 ? (
            t('no_scores')
          ) : (
            <List dense disablePadding>
              {section.latest_scores.map((s) => (
                <ListItem key={`${s.kind}:${s.exam_id}`} disableGutters>
                  <ListItemText
                    primary={`${s.title}: ${scoreText(s, t)}`}
                    secondary={formatDateTime(s.at, locale)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Box>
  );
}

/** A student's own report, or a parent's with a part per child. */
export function LearnerReportView({ report }: { report: LearnerReport }) {
  const translate = useTranslate();
  if (report.students.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        {translate('app.finance.report.empty')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {report.students.map((section) => (
        <StudentPart key={section.student_id} section={section} named={report.kind === 'parent'} />
      ))}
    </Box>
  );
}
