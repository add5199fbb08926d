import type { ResourceProps } from 'react-admin';
import { studentOverrides } from './student';

/**
 * Per-resource replacements of generated screens, by API name, each from
 * `src/resources/<name>/index.tsx`.
 */
export const overrides: Record<string, Partial<ResourceProps>> = {
  student: studentOverrides,
};
