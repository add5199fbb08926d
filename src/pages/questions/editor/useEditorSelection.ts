import { useSearchParams } from 'react-router-dom';
import type { Selection } from './QuestionList';

const idParam = (value: string | null) =>
  value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;

/**
 * The module and question open in an editor, kept in the address (`?module=5&question=40`, or
 * `question=new`) so that a reload, the back button or a shared link opens the same place.
 */
export function useEditorSelection() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('question');
  const question: Selection | null = raw === 'new' ? 'new' : idParam(raw);
  const moduleId = idParam(params.get('module'));
  const select = (next: { question?: Selection | null; module?: number | null }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === undefined) search.delete(key);
      else search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };
  return { question, moduleId, select };
}
