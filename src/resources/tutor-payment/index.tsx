import type { ResourceProps } from 'react-admin';
import { PayRunCreatePage } from '../../pages/billing/PayRunCreatePage';
import { TutorPaymentList } from '../../pages/billing/BillingLists';

/**
 * Pay runs: the list with each run's payslip, and a create page that previews the month before
 * the run is made (the server computes every figure; a run is never edited by hand).
 */
export const tutorPaymentOverrides: Partial<ResourceProps> = {
  list: <TutorPaymentList />,
  create: <PayRunCreatePage />,
};
