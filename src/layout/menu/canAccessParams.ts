import type { Access } from './types';

/**
 * react-admin's canAccess takes `{action, resource}`. Resource entries pass their name, which the
 * auth provider resolves to the configured subject; page entries pass the subject itself, which
 * the auth provider uses as is (see src/providers/auth).
 */
export const canAccessParams = (access: Access): { action: string; resource: string } => ({
  action: access.action,
  resource: access.resource ?? access.subject,
});
