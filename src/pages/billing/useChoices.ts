import { useGetList } from 'react-admin';
import { getResource, keyOfName } from '../../config';
import { useTitleIn } from '../../resources/generic/titleSource';

/**
 * Active rows of a resource as `{id, name}` choices (tutors, bank accounts, payment types), each
 * named in the reader's language.
 */
export function useChoices(name: string) {
  const r = getResource(name);
  const nameOf = useTitleIn(name);
  const active = 'is_active' in r.fields ? { is_active: true } : {};
  const { data, isPending, error } = useGetList(keyOfName(name), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: r.title, order: 'ASC' },
    filter: active,
  });
  const choices = (data ?? []).map((row) => ({
    id: String(row.id),
    name: nameOf(row) || String(row.id),
  }));
  return { choices, isPending, error };
}
