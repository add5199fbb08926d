import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Selection } from './QuestionList';

const idParam = (value: string | null) =>
  value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;

/**
 * The module and question open in an editor, kept in the address (`?module=5&question=40`, or
 * `question=new`) so that a reload, the back button or a shared link opens the same place.
 *
 * React Router applies a new address in a transition, after other updates (a refetched question
 * list) may already have rendered; until it has, the editor goes on from the choice just made, so
 * that it never shows a stale selection in between. An address changed from elsewhere (the back
 * button, a link to another question) wins as soon as it differs from the one the choice left.
 */
export function useEditorSelection() {
  const [params, setParams] = useSearchParams();
  /** The last choice, and the addresses it replaces (earlier ones, and choices it overtook). */
  const [chosen, setChosen] = useState<{ search: string; replaces: string[] } | null>(null);
  const address = params.toString();
  const pending = chosen !== null && chosen.replaces.includes(address);
  const search = pending ? chosen.search : address;
  const effective = new URLSearchParams(search);
  const raw = effective.get('question');
  const question: Selection | null = raw === 'new' ? 'new' : idParam(raw);
  const moduleId = idParam(effective.get('module'));
  const select = (next: { question?: Selection | null; module?: number | null }) => {
    const updated = new URLSearchParams(effective);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === undefined) updated.delete(key);
      else updated.set(key, String(value));
    }
    setChosen({
      search: updated.toString(),
      replaces: pending ? [...chosen.replaces, chosen.search] : [address],
    });
    setParams(updated, { replace: true });
  };
  return { question, moduleId, select };
}
