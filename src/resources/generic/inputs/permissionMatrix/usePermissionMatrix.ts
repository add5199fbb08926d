import { useMemo } from 'react';
import { useGetList, useTranslate, type GetListParams } from 'react-admin';
import { keyOfName } from '../../../../config';
import { matrixLayout, type MatrixGroup, type PermissionRow } from './layout';
import { placeOfSubject } from './placeOfSubject';

/** Every permission row there is; the API's largest page holds them all (a few hundred). */
const ALL: Partial<GetListParams> = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' },
};

/** The permission rows, fetched once, laid out in the user's language. */
export function usePermissionMatrix(resource: string): {
  groups: MatrixGroup[];
  isPending: boolean;
} {
  const translate = useTranslate();
  const { data, isPending } = useGetList<PermissionRow & { id: number }>(keyOfName(resource), ALL);
  const groups = useMemo(
    () => matrixLayout(data ?? [], placeOfSubject, translate),
    [data, translate],
  );
  return { groups, isPending };
}
