/**
 * Per-IP limits of the routes anyone may call without signing in (sign-in, the account flows), so
 * that none can be used to flood the database or the outbox. The public site's forms declare
 * their own in public-api.config.ts.
 */
export const publicFormLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
