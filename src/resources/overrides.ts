import type { ResourceProps } from 'react-admin';

/**
 * Per-resource replacements of generated screens, by API name, each from
 * `src/resources/<name>/index.ts`. Empty: every configured resource is served by the generated
 * screens today.
 */
export const overrides: Record<string, Partial<ResourceProps>> = {};
