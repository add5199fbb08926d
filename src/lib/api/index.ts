export { useApi } from './useApi';
export {
  counterValue,
  dashboardReportKey,
  parseCounters,
  useDashboardReport,
  type Counters,
} from './dashboardReport';
