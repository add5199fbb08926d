import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { lazyPageRoute, OnDemand } from '../../routing';

// Fetched on first use: only learners (and the office printing a receipt) open these.
const StudentPaymentsPage = lazy(() =>
  import('./StudentPaymentsPage').then((m) => ({ default: m.StudentPaymentsPage })),
);
const ParentPaymentsPage = lazy(() =>
  import('./ParentPaymentsPage').then((m) => ({ default: m.ParentPaymentsPage })),
);
const CheckoutPage = lazy(() =>
  import('./CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const TutoringRequestFeePage = lazy(() =>
  import('./TutoringRequestFeePage').then((m) => ({ default: m.TutoringRequestFeePage })),
);
const ReceiptPage = lazy(() => import('./ReceiptPage').then((m) => ({ default: m.ReceiptPage })));

/** The learners' payments and the receipts (issue #6); the server checks each order's scope. */
export const paymentRoutes = [
  lazyPageRoute('/student/payment', 'Student', <StudentPaymentsPage />),
  lazyPageRoute('/parent/payment', 'Parent', <ParentPaymentsPage />),
  lazyPageRoute('/student/payment/:id/receipt', 'Student', <ReceiptPage area="student" />),
  lazyPageRoute('/parent/payment/:id/receipt', 'Parent', <ReceiptPage area="parent" />),
  lazyPageRoute('/admin/order/:id/receipt', 'Order', <ReceiptPage area="admin" />),
  // Linked from the public site for anyone signed in: the page itself tells non-learners why not.
  <Route
    key="checkout"
    path="/checkout/:courseId"
    element={
      <OnDemand>
        <CheckoutPage />
      </OnDemand>
    }
  />,
];

/**
 * Pages without the layout or a sign-in, for `<CustomRoutes noLayout>`: a visitor comes back to
 * their tutoring request's fee from the payment provider (docs/DOMAIN.md "Tutoring request fee
 * paid online").
 */
export const publicPaymentRoutes = [
  <Route
    key="tutoring-request-fee"
    path="/tutoring-request-fee/:reference"
    element={
      <OnDemand>
        <TutoringRequestFeePage />
      </OnDemand>
    }
  />,
];
