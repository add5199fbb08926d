export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
