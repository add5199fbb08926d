export { installHistoryGuard } from './historyGuard';
export { UnsavedChangesWarning } from './UnsavedChangesWarning';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
