/**
 * The signed-in user's own profile, /user/edit (docs/API.md "Own profile"): every kind of user
 * edits their name, phone and photo, learners their profile fields, and changes their password,
 * e-mail address, language and theme. Confirming a new address is open to whoever has the link.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeOwnPassword } from '../../domain/profile/change-password';
import { confirmEmailChange, requestEmailChange } from '../../domain/profile/change-email';
import { saveOwnPreferences } from '../../domain/profile/preferences';
import { markProfilePromptShown } from '../../domain/profile/profile-prompt';
import { readOwnProfile } from '../../domain/profile/read-profile';
import { updateOwnProfile } from '../../domain/profile/update-profile';
import { publicFormLimit } from '../plugins/rate-limits';
import { readerOf } from '../reader';

async function signedIn(request: FastifyRequest) {
  const session = await request.requireSession();
  const user = { id: session.actor.id, kind: session.actor.kind };
  return { user, ctx: await request.context(), body: (await request.readBody()).body };
}

export async function ownProfileRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (user: Awaited<ReturnType<typeof signedIn>>['user']) => ({
    data: await readOwnProfile(app.services.db, user.id, user.kind),
  });

  app.get('/api/user/profile', async (request) => {
    const { actor } = await request.requireSession();
    return answer({ id: actor.id, kind: actor.kind });
  });

  app.put('/api/user/profile', async (request) => {
    const { user, ctx, body } = await signedIn(request);
    await updateOwnProfile(ctx, user, body);
    app.sessions.clear(); // the account's name, phone or photo changed
    return answer(user);
  });

  app.put('/api/user/password', async (request) => {
    const { user, ctx, body } = await signedIn(request);
    await changeOwnPassword(ctx, user, body, request.ip);
    app.sessions.clear(); // the user's other sessions were revoked
    return { status: true, message: readerOf(request).t('success.passwordChanged') };
  });

  app.put('/api/user/email', async (request) => {
    const { user, ctx, body } = await signedIn(request);
    await requestEmailChange(ctx, user, body, request.ip);
    return {
      ...(await answer(user)),
      status: true,
      message: readerOf(request).t('success.emailChangeSent'),
    };
  });

  app.post('/api/user/email/confirm', publicFormLimit, async (request) => {
    await confirmEmailChange(await request.context(), (await request.readBody()).body);
    app.sessions.clear(); // the account's e-mail changed
    return { status: true, message: readerOf(request).t('success.emailChangeConfirmed') };
  });

  app.put('/api/user/preferences', async (request) => {
    const { user, ctx, body } = await signedIn(request);
    await saveOwnPreferences(ctx, user, body);
    app.sessions.clear(); // GET /api/user answers the choice
    return answer(user);
  });

  app.post('/api/user/profile-prompt', async (request) => {
    const { user, ctx } = await signedIn(request);
    await markProfilePromptShown(ctx, user.id);
    return { status: true, message: readerOf(request).t('success.noted') };
  });
}
