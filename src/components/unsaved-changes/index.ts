export { UnsavedChangesGuard } from './UnsavedChangesGuard';
