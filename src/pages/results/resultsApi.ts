/**
 * The results calls of docs/API.md "Results and scores". Roster, marks and history go through the
 * app's HTTP client (its errors carry the server's message and field errors); the answer-sheet
 * upload is a multipart form and the template a file, so those two use fetch directly.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnswerSheetReport, ExamRoster, ScoreHistoryEntry } from '../../../schema';
import { useApi } from '../../lib/api';
import { apiUrl, getToken } from '../../lib/api/session';
import type { HttpClient } from '../../providers/data';

export const rosterKey = (examId: number) => ['app', 'exam', examId, 'roster'] as const;
export const scoresKey = (studentId: number) => ['app', 'student', studentId, 'scores'] as const;

export function useExamRoster(examId: number) {
  const api = useApi();
  return useQuery({
    queryKey: rosterKey(examId),
    queryFn: async () => (await api('GET', `exam/${examId}/roster`)).data as ExamRoster,
    retry: false,
  });
}

export interface MarksEntry {
  student_id: number;
  marks: string;
  remarks: string;
}

/** Answers the saved roster and the server's message; a refusal throws its HttpError. */
export async function saveMarks(api: HttpClient, examId: number, marks: MarksEntry[]) {
  const body = await api('PUT', `exam/${examId}/marks`, { body: { marks: [...marks] } });
  return { roster: body.data as ExamRoster, message: String(body.message ?? '') };
}

export function useScoreHistory(studentId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: scoresKey(studentId ?? 0),
    queryFn: async () =>
      (await api('GET', `student/${studentId}/scores`)).data as ScoreHistoryEntry[],
    enabled: studentId !== undefined,
  });
}

function call(method: string, path: string, body?: FormData): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${apiUrl.replace(/\/+$/, '')}/${path}`, { method, headers, body });
}

export type SheetAnswer =
  { ok: true; report: AnswerSheetReport; message: string } | { ok: false; message: string };

/** Sends the file for a dry run or the import; a refused file answers its message. */
export async function uploadSheets(
  examId: number,
  file: File,
  dryRun: boolean,
): Promise<SheetAnswer> {
  const form = new FormData();
  form.append('file', file);
  form.append('dry_run', dryRun ? '1' : '0');
  const response = await call('POST', `exam/${examId}/answer-sheets`, form);
  const json = (await response.json().catch(() => ({}))) as {
    data?: AnswerSheetReport;
    message?: unknown;
    errors?: Record<string, string[]>;
  };
  const message = typeof json.message === 'string' ? json.message : '';
  if (response.ok && json.data) return { ok: true, report: json.data, message };
  const fieldMessages = Object.values(json.errors ?? {}).flat();
  return { ok: false, message: fieldMessages.join(' ') || message };
}

/** Saves the exam's template through a temporary link: the call needs the bearer token. */
export async function downloadSheetTemplate(examId: number): Promise<boolean> {
  const response = await call('GET', `exam/${examId}/answer-sheets/template`);
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `answer-sheets-exam-${examId}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
