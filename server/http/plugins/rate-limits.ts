/**
 * Per-IP limits of the routes anyone may call without signing in (sign-in, the account flows,
 * the public site's forms), so that none can be used to flood the database or the outbox.
 */
export const publicFormLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
