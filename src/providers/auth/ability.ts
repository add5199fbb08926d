import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule } from './types';

/**
 * A check passes only when an entry matches both action and subject. CASL treats
 * `manage` and `all` as wildcards by default; naming impossible values turns that off, so a
 * rule is never broader than it reads.
 */
export function buildAbility(rules: readonly AbilityRule[]): MongoAbility {
  return createMongoAbility(
    rules.map((r) => ({ action: r.action, subject: r.subject })),
    { anyAction: '\u0000any-action', anySubjectType: '\u0000any-subject' },
  );
}

/** react-admin's actions spoken as the contract's four (docs/API.md: Abilities). */
const ACTIONS: Record<string, string> = {
  list: 'read',
  show: 'read',
  export: 'read',
  edit: 'update',
  clone: 'create',
};

export const toAbilityAction = (raAction: string): string => ACTIONS[raAction] ?? raAction;
