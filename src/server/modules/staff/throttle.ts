import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, commonMessages } from '#server/plugins/errors.ts';

const MINUTE = 60_000;

/** Per-address limits of the routes themselves (`config.rateLimit`), as the client login has. */
export const staffRouteLimits = {
  login: { max: 30, timeWindow: 5 * MINUTE },
  // Every press messages every subscriber: a slip of the finger, not a flood.
  notify: { max: 10, timeWindow: MINUTE },
};

type Tier = { max: number; timeWindow: number };

const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown }).email ?? '');

/** Several windows on one key; answers how long to wait (0: allowed) and counts the try either way. */
function windows(
  app: FastifyInstance,
  name: string,
  tiers: Tier[],
  keyOf: (request: FastifyRequest) => string,
) {
  const limiters = tiers.map((tier, index) =>
    app.createRateLimit({ ...tier, keyGenerator: (request) => `${name}:${index}:${keyOf(request)}` }),
  );
  return async (request: FastifyRequest) => {
    let retryAfter = 0;
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    return retryAfter;
  };
}

/**
 * Staff login tries with the client login's windows (decision 014), counted apart so neither login's
 * tries eat the other's: per address+e-mail 5 a minute, 10 a quarter hour, 20 an hour; then per
 * e-mail from all addresses 20 a quarter hour, 40 an hour, 100 a day. A try the first refuses is not
 * counted by the second, so one noisy address cannot lock the member out.
 */
export function staffLoginThrottle(app: FastifyInstance) {
  const checks = [
    windows(
      app,
      'staff-login',
      [
        { max: 5, timeWindow: MINUTE },
        { max: 10, timeWindow: 15 * MINUTE },
        { max: 20, timeWindow: 60 * MINUTE },
      ],
      (request) => `${request.ip}:${emailOf(request)}`,
    ),
    windows(
      app,
      'staff-login-email',
      [
        { max: 20, timeWindow: 15 * MINUTE },
        { max: 40, timeWindow: 60 * MINUTE },
        { max: 100, timeWindow: 24 * 60 * MINUTE },
      ],
      emailOf,
    ),
  ];
  /** Throws 429 with Retry-After when a window is full. */
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const retryAfter = await check(request);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError(429, 'rate_limited', commonMessages.rateLimited);
      }
    }
  };
}
