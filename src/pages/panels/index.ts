export { ChildrenPage } from './ChildrenPage';
export { MyCoursesPage } from './MyCoursesPage';
