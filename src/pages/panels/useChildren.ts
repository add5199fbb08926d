import { useGetList } from 'react-admin';

/** The parent's children: the students the server's row scope gives a parent, by name. */
export const useChildren = () =>
  useGetList('student', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'full_name', order: 'ASC' },
  });
