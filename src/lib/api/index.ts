export { useApi } from './useApi';
export {
  counterValue,
  dashboardReportKey,
  parseCounters,
  useDashboardReport,
  type Counters,
} from './dashboardReport';
export { assetUrl, parseSettings, settingValue, useSettings, type Setting } from './settings';
export { downloadFile } from './downloadFile';
