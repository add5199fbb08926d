export { ClassSessionList } from './ClassSessionList';
