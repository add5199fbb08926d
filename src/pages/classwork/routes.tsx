import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireAbility } from '../../routing';

// Fetched on first use: each screen belongs to one kind of user.
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> => lazy(() => load().then((m) => ({ default: m[name] })));

const TakeAttendancePage = page(
  () => import('./attendance/TakeAttendancePage'),
  'TakeAttendancePage',
);
const AttendanceRatePage = page(
  () => import('./attendance/AttendanceRatePage'),
  'AttendanceRatePage',
);
const MyAttendancePage = page(() => import('./attendance/MyAttendancePage'), 'MyAttendancePage');
const ChildAttendancePage = page(
  () => import('./attendance/ChildAttendancePage'),
  'ChildAttendancePage',
);
const MyHomeworkPage = page(() => import('./homework/MyHomeworkPage'), 'MyHomeworkPage');
const ParentTasksPage = page(() => import('./homework/ParentTasksPage'), 'ParentTasksPage');
const MyMaterialPage = page(() => import('./material/MyMaterialPage'), 'MyMaterialPage');

const guarded = (path: string, subject: string, Page: ComponentType) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireAbility action="read" subject={subject}>
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      </RequireAbility>
    }
  />
);

/**
 * Class work pages of the panels: taking attendance, attendance and rates, homework, tasks and
 * course material. The tutor's homework and material lists are the resources' own routes; the
 * rate report sits beside the generated attendance list, whose `/:id` it outranks.
 */
export const classworkRoutes = [
  guarded('/employee/attendance', 'Employee', TakeAttendancePage),
  guarded('/admin/student/attendance/rate', 'Attendance', AttendanceRatePage),
  guarded('/student/attendance', 'Student', MyAttendancePage),
  guarded('/student/homeWork', 'Student', MyHomeworkPage),
  guarded('/student/courseMaterial', 'Student', MyMaterialPage),
  guarded('/parent/attendance', 'Parent', ChildAttendancePage),
  guarded('/parent/tasks', 'Parent', ParentTasksPage),
];
