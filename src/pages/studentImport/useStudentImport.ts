import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { previewFile, runImport, type Answer } from './importApi';
import type { ImportPreview, ImportResult, Mapping, RowReport } from './types';

export const STEPS = ['upload', 'mapping', 'dry_run', 'import'] as const;
export type StepName = (typeof STEPS)[number];

/** The largest file the server takes (docs/API.md); checked here first to fail fast. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type ImportOutcome =
  | { kind: 'imported'; result: ImportResult }
  | { kind: 'refused'; message: string; rows: RowReport[] };

interface State {
  step: number;
  file: File | null;
  preview: ImportPreview | null;
  mapping: Mapping;
  dryRun: ImportResult | null;
  outcome: ImportOutcome | null;
  busy: boolean;
  /** The last call's problem, in words for the user. */
  error: string | null;
}

const initial: State = {
  step: 0,
  file: null,
  preview: null,
  mapping: {},
  dryRun: null,
  outcome: null,
  busy: false,
  error: null,
};

/**
 * The wizard's state and moves: upload → map columns → dry run → import. Everything the user
 * chose (file, mapping) survives a failed import, so they go back, fix and try again.
 */
export function useStudentImport() {
  const translate = useTranslate();
  const [state, setState] = useState<State>(initial);
  const patch = (next: Partial<State>) => setState((s) => ({ ...s, ...next }));

  /** Runs a call with the busy flag; a failure's message (or errors) becomes `error`. */
  async function attempt<T>(run: () => Promise<Answer<T>>): Promise<Answer<T> | null> {
    patch({ busy: true, error: null });
    try {
      const answer = await run();
      patch({ busy: false });
      return answer;
    } catch {
      patch({ busy: false, error: translate('app.csvImport.errors.network') });
      return null;
    }
  }

  const failureText = (answer: { message: string; errors: Readonly<Record<string, string[]>> }) =>
    Object.values(answer.errors).flat().join(' ') ||
    answer.message ||
    translate('app.csvImport.errors.generic');

  async function chooseFile(file: File) {
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      patch({ error: translate('app.csvImport.upload.not_csv') });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      patch({ error: translate('app.csvImport.upload.too_large') });
      return;
    }
    const answer = await attempt(() => previewFile(file));
    if (!answer) return;
    if (!answer.ok) {
      patch({ error: failureText(answer) });
      return;
    }
    setState({ ...initial, step: 1, file, preview: answer.data, mapping: answer.data.mapping });
  }

  function setColumn(target: string, header: string) {
    setState((s) => {
      const mapping: Record<string, string> = { ...s.mapping };
      if (header === '') delete mapping[target];
      else mapping[target] = header;
      // A report for another mapping would mislead.
      return { ...s, mapping, dryRun: null, outcome: null };
    });
  }

  async function runDryRun() {
    const { file, mapping } = state;
    if (!file) return;
    const answer = await attempt(() => runImport(file, mapping, true));
    if (!answer) return;
    if (answer.ok) patch({ dryRun: answer.data, outcome: null, step: 2 });
    else patch({ error: failureText(answer) });
  }

  async function importNow() {
    const { file, mapping } = state;
    if (!file) return;
    const answer = await attempt(() => runImport(file, mapping, false));
    if (!answer) return;
    if (answer.ok) patch({ outcome: { kind: 'imported', result: answer.data } });
    else if (answer.rows.length > 0)
      patch({ outcome: { kind: 'refused', message: answer.message, rows: answer.rows } });
    else patch({ error: failureText(answer) });
  }

  return {
    ...state,
    chooseFile,
    setColumn,
    runDryRun,
    importNow,
    goTo: (step: number) => patch({ step, error: null }),
    startOver: () => setState(initial),
  };
}

export type StudentImport = ReturnType<typeof useStudentImport>;
