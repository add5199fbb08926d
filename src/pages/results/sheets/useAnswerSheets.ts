import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AnswerSheetReport } from '../../../../schema';
import { useAppNotify } from '../../../lib/notify';
import { uploadSheets } from '../resultsApi';

/** The largest file the server takes (the import's limit, docs/API.md). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

type Stage =
  | { name: 'upload' }
  | { name: 'preview'; file: File; report: AnswerSheetReport }
  | { name: 'imported'; report: AnswerSheetReport };

/**
 * Upload → preview (a dry run: every sheet scored, nothing stored) → import. The file stays
 * chosen between the two calls, so the import is exactly what the preview showed.
 */
export function useAnswerSheets(examId: number) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'upload' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(file: File, dryRun: boolean) {
    setBusy(true);
    setProblem(null);
    try {
      return await uploadSheets(examId, file, dryRun);
    } catch {
      setProblem(translate('app.results.sheets.network'));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function choose(file: File) {
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setProblem(translate('app.results.sheets.not_csv'));
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setProblem(translate('app.results.sheets.too_large'));
      return;
    }
    const answer = await send(file, true);
    if (!answer) return;
    if (answer.ok) setStage({ name: 'preview', file, report: answer.report });
    else setProblem(answer.message || translate('app.notify.generic_error'));
  }

  async function importNow() {
    if (stage.name !== 'preview') return;
    const answer = await send(stage.file, false);
    if (!answer) return;
    if (!answer.ok) {
      setProblem(answer.message || translate('app.notify.save_error'));
      notify.error(answer.message || translate('app.notify.save_error'));
      return;
    }
    setStage({ name: 'imported', report: answer.report });
    notify.success(
      translate('app.results.sheets.imported', { smart_count: answer.report.students }),
    );
    // Lists of scores, results and attempts now hold other rows.
    await queryClient.invalidateQueries();
  }

  return {
    stage,
    busy,
    problem,
    choose,
    importNow,
    startOver: () => {
      setStage({ name: 'upload' });
      setProblem(null);
    },
  };
}
