import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MathHtml } from '../../../components/math';
import { hasContent } from '../../../../schema';
import { isChoice, plainToHtml, type QuestionDraft } from './draft';

/**
 * The question as a student will read it, math typeset, updated as the tutor types (deferred, so
 * typing never waits for KaTeX), with the correct answers marked.
 */
export function QuestionPreview() {
  const translate = useTranslate();
  const live = useWatch() as QuestionDraft;
  const draft = useDeferredValue(live);
  const choice = isChoice(draft.type);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="question-preview-title"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="question-preview-title" variant="subtitle2" color="text.secondary">
        {translate('app.questions.preview')}
      </Typography>
      {hasContent(draft.passage) && (
        <MathHtml
          html={draft.passage}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, color: 'text.secondary' }}
        />
      )}
      {hasContent(draft.stem) ? (
        <MathHtml html={draft.stem} data-testid="preview-stem" />
      ) : (
        <Typography color="text.disabled">{translate('app.questions.preview_empty')}</Typography>
      )}
      {choice && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {(draft.options ?? []).map((option) => {
            const correct = (draft.answers ?? []).includes(option.key);
            return (
              <Box
                component="li"
                key={option.key}
                sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}
              >
                <Typography component="span" sx={{ fontWeight: 700, minWidth: 20 }}>
                  {option.key}
                </Typography>
                <MathHtml html={plainToHtml(option.text)} sx={{ flex: 1 }} />
                {correct && (
                  <CheckCircle
                    fontSize="small"
                    color="success"
                    titleAccess={translate('app.questions.correct')}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {!choice && (draft.answers ?? []).length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.questions.accepted')}
          </Typography>
          {draft.answers.map((answer) => (
            <Chip key={answer} label={answer} size="small" color="success" />
          ))}
        </Box>
      )}
      {hasContent(draft.explanation) && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.exam-question.fields.explanation')}
          </Typography>
          <MathHtml html={draft.explanation} />
        </Box>
      )}
    </Paper>
  );
}
