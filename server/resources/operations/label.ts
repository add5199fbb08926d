import type { Resource } from '../../../schema';

/** "bank-account" → "Bank account", for the success toasts ('Bank account created successfully!'). */
export function resourceLabel(resource: Resource): string {
  const words = resource.name.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
