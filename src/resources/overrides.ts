import { createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { ScheduleList } from './schedule';

/**
 * Per-resource replacements of generated screens, by API name, each from
 * `src/resources/<name>/index.ts`: only where a generated screen would serve users badly.
 */
export const overrides: Record<string, Partial<ResourceProps>> = {
  schedule: { list: createElement(ScheduleList) },
};
