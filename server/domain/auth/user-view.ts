import type { Row } from '../../db/types';
import type { UserWithRole } from './actor';
import { kindOfRoleType } from './actor';

/** Shown when a user has no picture: the default avatar. */
export const DEFAULT_AVATAR = '/images/avatar.svg';

/** The signed-in user as `/api/login` and `/api/user` answer it (docs/API.md). */
export function userView(found: UserWithRole, ability: { action: string; subject: string }[]): Row {
  const { user, role } = found;
  const first = String(user.first_name ?? '');
  const last = user.last_name ? String(user.last_name) : '';
  return {
    id: Number(user.id),
    first_name: first,
    last_name: last || null,
    name: [first, last].filter(Boolean).join(' '),
    email: user.email,
    phone: user.phone ?? null,
    image: user.image || DEFAULT_AVATAR,
    kind: kindOfRoleType(role.type),
    role: { id: role.id, name: role.name, type: role.type },
    email_verified_at: user.email_verified_at ?? null,
    // Applied by the app at sign-in; null where the user never chose (the browser's own stays).
    locale: user.locale ?? null,
    theme: user.theme ?? null,
    ability,
  };
}
