export {
  createAuthProvider,
  resetLeaving,
  SIGN_IN_PATH,
  type AuthProviderDeps,
} from './authProvider';
export { buildAbility, toAbilityAction } from './ability';
export { session, toSessionUser, type Session } from './session';
export type { AbilityRule, SessionUser } from './types';
