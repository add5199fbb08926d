/** docs/API.md: one granted action on one subject. */
export interface AbilityRule {
  action: string;
  subject: string;
}

/** The signed-in user as `GET /api/user` answers it (fields the app reads). */
export interface SessionUser {
  id: number | string;
  name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  image?: string | null;
  kind?: string;
  /** The language and theme kept on the account; the app applies them at sign-in. */
  locale?: string | null;
  theme?: string | null;
  /** A learner whose profile the centre still needs, not yet asked to complete it. */
  profile_prompt?: boolean;
  ability: AbilityRule[];
}
