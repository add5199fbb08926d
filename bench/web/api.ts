/** The two API calls the bench makes itself: sign-in as admin, and one record id per resource. */
import type { Resource } from '../../schema';

export const ADMIN_EMAIL = 'admin@academy.test';
export const DEMO_PASSWORD = 'demo-password';

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export async function signIn(appUrl: string): Promise<Session> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as Partial<Session>;
  if (response.status !== 200 || typeof body.token !== 'string' || !body.user)
    throw new Error(`Sign-in as ${ADMIN_EMAIL} failed: ${response.status} ${JSON.stringify(body)}`);
  return { token: body.token, user: body.user };
}

/** The newest record's id of each resource, or nothing for a resource with no rows. */
export async function firstIds(
  appUrl: string,
  token: string,
  resources: readonly Resource[],
): Promise<Map<string, string | number>> {
  const ids = new Map<string, string | number>();
  for (const r of resources) {
    const response = await fetch(`${appUrl}/api/${r.name}?per_page=1`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { data?: { id?: unknown }[] };
    if (response.status !== 200)
      throw new Error(`GET /api/${r.name} answered ${response.status}: ${JSON.stringify(body)}`);
    const id = body.data?.[0]?.id;
    if (typeof id === 'number' || typeof id === 'string') ids.set(r.name, id);
  }
  return ids;
}
