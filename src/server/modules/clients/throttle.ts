import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { type CodePurpose, codePurposes } from '#shared/contract/clients.ts';

const MINUTE = 60_000;

type Tier = { max: number; timeWindow: number };

/** Several windows on one key: a few quick tries pass, then each further burst waits longer. */
function throttle(
  app: FastifyInstance,
  name: string,
  tiers: Tier[],
  keyOf: (request: FastifyRequest) => string,
) {
  const limiters = tiers.map((tier, index) =>
    app.createRateLimit({
      ...tier,
      keyGenerator: (request) => `${name}:${index}:${keyOf(request)}`,
    }),
  );
  /** True when under every limit; counts the try either way. */
  return async (request: FastifyRequest): Promise<{ allowed: boolean; retryAfter: number }> => {
    let retryAfter = 0;
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    return { allowed: retryAfter === 0, retryAfter };
  };
}

export function rateLimited(reply: FastifyReply, retryAfter: number): AppError {
  reply.header('retry-after', String(retryAfter));
  return new AppError(429, 'rate_limited', commonMessages.rateLimited);
}

const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown }).email ?? '');

/** The limits of client accounts beyond the per-route, per-address ones. */
export function clientThrottles(app: FastifyInstance) {
  return {
    /** Login tries per address and e-mail: 5 a minute, 10 a quarter hour, 20 an hour. */
    login: throttle(
      app,
      'login',
      [
        { max: 5, timeWindow: MINUTE },
        { max: 10, timeWindow: 15 * MINUTE },
        { max: 20, timeWindow: 60 * MINUTE },
      ],
      (request) => `${request.ip}:${emailOf(request)}`,
    ),
    /** Code mails per e-mail and purpose, whoever asks, so nobody floods a mailbox. */
    codeMail: Object.fromEntries(
      codePurposes.map((purpose) => [
        purpose,
        throttle(
          app,
          `code-mail:${purpose}`,
          [
            { max: 3, timeWindow: 5 * MINUTE },
            { max: 10, timeWindow: 60 * MINUTE },
          ],
          emailOf,
        ),
      ]),
    ) as Record<CodePurpose, ReturnType<typeof throttle>>,
  };
}

export type ClientThrottles = ReturnType<typeof clientThrottles>;

/** Per-address limits of the routes themselves (`config.rateLimit`). */
export const routeLimits = {
  register: { max: 10, timeWindow: 60 * MINUTE },
  login: { max: 30, timeWindow: 5 * MINUTE },
  code: { max: 20, timeWindow: 15 * MINUTE },
  mail: { max: 10, timeWindow: 15 * MINUTE },
  profile: { max: 30, timeWindow: 15 * MINUTE },
};
