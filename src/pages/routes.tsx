import { Route } from 'react-router';
import { lazyNamed, lazyPageRoute, OnDemand, RequireAbility } from '../routing';
import { examRoutes } from './exams/routes';
import { billingRoutes } from './billing/routes';
import { chatRoutes } from './chat/routes';
import { classworkRoutes } from './classwork/routes';
import { paymentRoutes } from './payments/routes';
import { peopleRoutes } from './people/routes';
import { profileRoutes } from './profile/routes';
import { authoringRoutes } from './questions/routes';
import { resultRoutes } from './results/routes';
import { siteRoutes } from './site/routes';

// Every page is fetched on first use: each belongs to some users only, and none should weigh on
// everyone's start (the dashboard included: it is one screen among many and carries the reports).
const DashboardPage = lazyNamed(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const MyCoursesPage = lazyNamed(() => import('./panels/MyCoursesPage'), 'MyCoursesPage');
const MySchedulePage = lazyNamed(() => import('./panels/MySchedulePage'), 'MySchedulePage');
const ChildrenPage = lazyNamed(() => import('./panels/ChildrenPage'), 'ChildrenPage');
const RoutinePage = lazyNamed(() => import('./panels/RoutinePage'), 'RoutinePage');
const ReferralPanelPage = lazyNamed(
  () => import('./affiliates/ReferralPanelPage'),
  'ReferralPanelPage',
);
const OrderStatusList = lazyNamed(() => import('../resources/order/OrderList'), 'OrderStatusList');
const StudentImportPage = lazyNamed(
  () => import('./studentImport/StudentImportPage'),
  'StudentImportPage',
);
const ConversionTablePage = lazyNamed(
  () => import('./conversionTable/ConversionTablePage'),
  'ConversionTablePage',
);
const BasicListsPage = lazyNamed(
  () => import('../resources/basic-list/BasicListsPage'),
  'BasicListsPage',
);
const MoneyFlowsPage = lazyNamed(() => import('./finance/MoneyFlowsPage'), 'MoneyFlowsPage');
const ExamAnalysisPage = lazyNamed(
  () => import('./examAnalysis/ExamAnalysisPage'),
  'ExamAnalysisPage',
);

/**
 * Custom pages inside the default layout, each behind its ability (dashboard: read/Auth; each
 * panel is guarded by its own subject). For `<CustomRoutes>{pageRoutes}</CustomRoutes>`.
 */
export const pageRoutes = [
  lazyPageRoute('/dashboard', 'Auth', <DashboardPage />),
  lazyPageRoute('/employee/course', 'Employee', <MyCoursesPage kind="employee" />),
  lazyPageRoute('/student/course', 'Student', <MyCoursesPage kind="student" />),
  lazyPageRoute('/employee/schedule', 'Employee', <MySchedulePage kind="employee" />),
  lazyPageRoute('/student/schedule', 'Student', <MySchedulePage kind="student" />),
  lazyPageRoute('/parent/children', 'Parent', <ChildrenPage />),
  lazyPageRoute('/parent/routine', 'Parent', <RoutinePage />),
  lazyPageRoute('/affiliate/referral', 'Affiliate', <ReferralPanelPage />),
  ...peopleRoutes,
  lazyPageRoute('/user/basic', 'BasicList', <BasicListsPage />),
  ...profileRoutes,
  lazyPageRoute('/admin/finance/flows', 'BankAccount', <MoneyFlowsPage />),
  lazyPageRoute('/admin/order/paid', 'Order', <OrderStatusList kind="paid" />),
  lazyPageRoute('/admin/order/unpaid', 'Order', <OrderStatusList kind="unpaid" />),
  ...resultRoutes,
  ...paymentRoutes,
  ...['/admin/exam/:id/analysis', '/employee/exam/:id/analysis'].map((path) =>
    lazyPageRoute(path, 'ExamQuestion', <ExamAnalysisPage />),
  ),
  lazyPageRoute('/admin/exam/satScale/:id/conversions', 'SatScale', <ConversionTablePage />),
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
            <OnDemand>
              <StudentImportPage />
            </OnDemand>
          </RequireAbility>
        </RequireAbility>
      </RequireAbility>
    }
  />,
];
