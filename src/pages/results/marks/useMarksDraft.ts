import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import type { ExamRoster } from '../../../../schema';
import { useApi } from '../../../lib/api';
import { useAppNotify } from '../../../lib/notify';
import { rosterKey, saveMarks } from '../resultsApi';
import { changedEntries, draftOf, errorsByStudent, type Draft, type RowErrors } from './marksDraft';

/**
 * The grid's typed values over the stored roster, and its save: only changed rows are sent, the
 * saved roster the server answers (with its percent and pass) replaces the draft, and a refusal
 * puts each message on its student's row with the error toast.
 */
export function useMarksDraft(roster: ExamRoster) {
  const api = useApi();
  const notify = useAppNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(roster);
  const [draft, setDraft] = useState<Draft>(() => draftOf(roster));
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [saving, setSaving] = useState(false);
  // A fresher roster from the server (another tab saved) starts a new draft.
  if (roster !== base) {
    setBase(roster);
    setDraft(draftOf(roster));
    setErrors({});
  }
  const changes = changedEntries(base, draft);

  const edit = (studentId: number, field: 'marks' | 'remarks', value: string) => {
    setDraft((d) => ({ ...d, [studentId]: { ...d[studentId]!, [field]: value } }));
    setErrors((e) => ({ ...e, [studentId]: { ...e[studentId], [field]: undefined } }));
  };

  const save = async () => {
    if (changes.length === 0 || saving) return;
    setSaving(true);
    try {
      const saved = await saveMarks(api, base.exam.id, changes);
      queryClient.setQueryData(rosterKey(base.exam.id), saved.roster);
      notify.success(translate('app.results.marks.saved', { smart_count: changes.length }));
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.body?.errors : undefined;
      if (fieldErrors) setErrors(errorsByStudent(changes, fieldErrors as Record<string, string>));
      notify.error(
        error instanceof HttpError && error.message
          ? error.message
          : translate('app.notify.save_error'),
      );
    } finally {
      setSaving(false);
    }
  };

  return { draft, errors, changes, saving, edit, save };
}
