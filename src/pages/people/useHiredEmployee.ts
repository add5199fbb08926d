import { useGetList, type Identifier, type RaRecord } from 'react-admin';
import { keyOfName } from '../../config';

/** The employee hired from an application, if any (employees are filterable by application). */
export function useHiredEmployee(applicantId: Identifier | undefined, enabled = true) {
  const { data, isPending } = useGetList<RaRecord>(
    keyOfName('employee'),
    {
      filter: { job_applicant_id: applicantId },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: enabled && applicantId !== undefined },
  );
  return { employee: data?.[0], isPending: enabled && applicantId !== undefined && isPending };
}
