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
  ability: AbilityRule[];
}
