import { useTranslate } from 'react-admin';
import { PanelPage } from '../panels/PanelPage';
import { LearnerPayments } from './LearnerPayments';

/** /student/payment: the student's own orders (the server's row scope), dues and receipts. */
export function StudentPaymentsPage() {
  const translate = useTranslate();
  return (
    <PanelPage title={translate('app.panels.student_payments')}>
      <LearnerPayments area="student" />
    </PanelPage>
  );
}
