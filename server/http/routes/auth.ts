/** Sign-in, the current user, sign-out, and the account flows of the /auth pages (docs/API.md). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/translate';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  signUp,
  verifyEmail,
} from '../../domain/auth/account';
import { signIn } from '../../domain/auth/sign-in';
import { profilePromptDue } from '../../domain/profile/profile-prompt';
import { revokeAccessToken } from '../../domain/auth/tokens';
import { userView } from '../../domain/auth/user-view';
import { publicFormLimit } from '../plugins/rate-limits';
import { readerOf } from '../reader';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = (request: FastifyRequest) => ({
    ...app.services,
    language: requestLanguage(request.headers['accept-language']),
  });
  // Public account flows are also limited per IP, on top of the per-account sign-in throttle.
  const limited = publicFormLimit;

  app.post('/api/login', limited, async (request) => {
    const { body } = await request.readBody();
    return signIn(app.services.db, app.services.settings, {
      email: body.email,
      password: body.password,
      ip: request.ip,
    });
  });

  app.get('/api/user', async (request) => {
    const session = await request.requireSession();
    const { id, kind } = session.actor;
    const user = {
      ...userView(session.found, session.ability),
      profile_prompt: await profilePromptDue(app.services.db, id, kind),
    };
    return { ...user, data: user };
  });

  app.post('/api/logout', async (request) => {
    const session = await request.requireSession();
    await revokeAccessToken(app.services.db, session.token);
    app.sessions.delete(session.token);
    return { status: true, message: readerOf(request).t('success.signedOut') };
  });

  // The same answer whether or not the address has an account (account.ts, signUp).
  app.post('/api/register', limited, async (request, reply) => {
    await signUp(deps(request), (await request.readBody()).body);
    return reply
      .status(201)
      .send({ status: true, message: readerOf(request).t('success.signUpSent') });
  });

  app.post('/api/forgot-password', limited, async (request) => {
    await forgotPassword(deps(request), (await request.readBody()).body);
    return { status: true, message: readerOf(request).t('success.resetSent') };
  });

  app.post('/api/reset-password', limited, async (request) => {
    await resetPassword(deps(request), (await request.readBody()).body);
    app.sessions.clear(); // the user's tokens were all revoked
    return { status: true, message: readerOf(request).t('success.passwordReset') };
  });

  app.post('/api/email/verify', limited, async (request) => {
    await verifyEmail(deps(request), (await request.readBody()).body);
    app.sessions.clear(); // the user's email_verified_at changed
    return { status: true, message: readerOf(request).t('success.emailVerified') };
  });

  app.post('/api/email/resend', limited, async (request) => {
    const session = await request.requireSession();
    await resendVerification(deps(request), session.actor.id);
    return { status: true, message: readerOf(request).t('success.verificationSent') };
  });
}
