import { useGetList } from 'react-admin';
import { getResource, keyOfName } from '../../config';

/** Active rows of a resource as `{id, name}` choices (tutors, bank accounts, payment types). */
export function useChoices(name: string) {
  const r = getResource(name);
  const active = 'is_active' in r.fields ? { is_active: true } : {};
  const { data, isPending, error } = useGetList(keyOfName(name), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: r.title, order: 'ASC' },
    filter: active,
  });
  const choices = (data ?? []).map((row) => ({
    id: String(row.id),
    name: String(row[r.title] ?? row.id),
  }));
  return { choices, isPending, error };
}
