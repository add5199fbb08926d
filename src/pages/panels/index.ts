export { ChildrenPage } from './ChildrenPage';
export { MyCoursesPage } from './MyCoursesPage';
export { MySchedulePage } from './MySchedulePage';
export { RoutinePage } from './RoutinePage';
