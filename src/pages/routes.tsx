import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { RequireAbility } from '../routing';
import { DashboardPage } from './dashboard/DashboardPage';

// Fetched on first use: few users import, and the wizard should not weigh on everyone's start.
const StudentImportPage = lazy(() =>
  import('./studentImport/StudentImportPage').then((m) => ({ default: m.StudentImportPage })),
);

/**
 * Custom pages inside the default layout, each behind its ability (SPEC 2 sidebar: dashboard is
 * read/Auth). For `<CustomRoutes>{pageRoutes}</CustomRoutes>`.
 */
export const pageRoutes = [
  <Route
    key="dashboard"
    path="/dashboard"
    element={
      <RequireAbility action="read" subject="Auth">
        <DashboardPage />
      </RequireAbility>
    }
  />,
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
