import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { RequireAbility } from '../routing';
import { DashboardPage } from './dashboard/DashboardPage';
import { examRoutes } from './exams/routes';
import { ChildrenPage, MyCoursesPage, MySchedulePage, RoutinePage } from './panels';
import { billingRoutes } from './billing/routes';
import { chatRoutes } from './chat/routes';
import { classworkRoutes } from './classwork/routes';
import { paymentRoutes } from './payments/routes';
import { peopleRoutes } from './people/routes';
import { authoringRoutes } from './questions/routes';
import { resultRoutes } from './results/routes';
import { siteRoutes } from './site/routes';
import { OrderStatusList } from '../resources/order/OrderList';

/** A page that needs `read` on its subject. */
const guarded = (path: string, subject: string, page: ReactElement) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action="read" subject={subject}>
        {page}
      </RequireAbility>
    }
  />
);

// Fetched on first use: few users import, and the wizard should not weigh on everyone's start.
const StudentImportPage = lazy(() =>
  import('./studentImport/StudentImportPage').then((m) => ({ default: m.StudentImportPage })),
);

const ConversionTablePage = lazy(() =>
  import('./conversionTable/ConversionTablePage').then((m) => ({
    default: m.ConversionTablePage,
  })),
);

const ExamAnalysisPage = lazy(() =>
  import('./examAnalysis/ExamAnalysisPage').then((m) => ({ default: m.ExamAnalysisPage })),
);

/**
 * Custom pages inside the default layout, each behind its ability (dashboard: read/Auth; each
 * panel is guarded by its own subject). For `<CustomRoutes>{pageRoutes}</CustomRoutes>`.
 */
export const pageRoutes = [
  guarded('/dashboard', 'Auth', <DashboardPage />),
  guarded('/employee/course', 'Employee', <MyCoursesPage kind="employee" />),
  guarded('/student/course', 'Student', <MyCoursesPage kind="student" />),
  guarded('/employee/schedule', 'Employee', <MySchedulePage kind="employee" />),
  guarded('/student/schedule', 'Student', <MySchedulePage kind="student" />),
  guarded('/parent/children', 'Parent', <ChildrenPage />),
  guarded('/parent/routine', 'Parent', <RoutinePage />),
  ...peopleRoutes,
  guarded('/admin/order/paid', 'Order', <OrderStatusList kind="paid" />),
  guarded('/admin/order/unpaid', 'Order', <OrderStatusList kind="unpaid" />),
  ...resultRoutes,
  ...paymentRoutes,
  ...['/admin/exam/:id/analysis', '/employee/exam/:id/analysis'].map((path) =>
    guarded(
      path,
      'ExamQuestion',
      <Suspense fallback={<Loading />}>
        <ExamAnalysisPage />
      </Suspense>,
    ),
  ),
  guarded(
    '/admin/exam/satScale/:id/conversions',
    'SatScale',
    <Suspense fallback={<Loading />}>
      <ConversionTablePage />
    </Suspense>,
  ),
  ...examRoutes,
  ...authoringRoutes,
  ...classworkRoutes,
  ...billingRoutes,
  ...siteRoutes,
  ...chatRoutes,
  // The import creates students, parents and enrolments: it needs leave to create all three.
  <Route
    key="student-import"
    path="/admin/student/import"
    element={
      <RequireAbility action="create" subject="Students">
        <RequireAbility action="create" subject="Parents">
          <RequireAbility action="create" subject="StudentCourse">
            <Suspense fallback={<Loading />}>
              <StudentImportPage />
            </Suspense>
          </RequireAbility>
        </RequireAbility>
      </RequireAbility>
    }
  />,
];
