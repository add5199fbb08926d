import { Loading, useCanAccess } from 'react-admin';
import { keyOfName } from '../../config';
import { GenericCreate } from '../generic/views/GenericCreate';
import { complain } from '../../../resources.config';

/** What a complainant writes; the answer and the status are for staff who may update. */
const COMPLAINANT_FIELDS = ['subject', 'message'];

/** The generated form, without answer and status for those who may only file. */
export function ComplainCreate() {
  const { canAccess: isStaff, isPending } = useCanAccess({
    action: 'edit',
    resource: keyOfName('complain'),
  });
  if (isPending) return <Loading />;
  return (
    <GenericCreate
      r={complain}
      fields={isStaff ? undefined : (field) => COMPLAINANT_FIELDS.includes(field)}
    />
  );
}
