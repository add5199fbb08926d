/** The signed-in user's own profile as `GET /api/user/profile` answers it (docs/API.md "Own profile"). */
import type { AppLocale, ThemeMode } from '../../../schema';
import type { HttpClient } from '../../providers/data';

export interface OwnProfile {
  first_name: string;
  last_name: string | null;
  email: string;
  pending_email: string | null;
  phone: string | null;
  image: string;
  locale: AppLocale | null;
  theme: ThemeMode | null;
  kind: string;
  /** The profile fields this user completes themselves (students and parents), in order. */
  profile_fields: string[];
  profile: Record<string, unknown>;
}

export const ownProfileKey = ['app', 'own-profile'] as const;

export async function fetchOwnProfile(api: HttpClient): Promise<OwnProfile> {
  return (await api('GET', 'user/profile')).data as OwnProfile;
}

/** The resource whose field definitions (labels, inputs) a kind's profile fields follow. */
export const profileResourceOf = (kind: string): string | undefined =>
  kind === 'student' || kind === 'parent' ? kind : undefined;
