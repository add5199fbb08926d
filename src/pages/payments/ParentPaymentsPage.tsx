import { useTranslate } from 'react-admin';
import { ChildTabsPage } from '../panels/ChildTabsPage';
import { LearnerPayments } from './LearnerPayments';

/** /parent/payment: each linked child's orders, dues and receipts, one tab per child. */
export function ParentPaymentsPage() {
  const translate = useTranslate();
  return (
    <ChildTabsPage title={translate('app.panels.parent_payments')}>
      {(child) => <LearnerPayments key={child.id} area="parent" studentId={Number(child.id)} />}
    </ChildTabsPage>
  );
}
