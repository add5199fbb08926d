export { ScheduleList } from './ScheduleList';
