export { ERROR_MS, SUCCESS_MS, useAppNotify, type AppNotify } from './useAppNotify';
export { NotifyContent } from './NotifyContent';
