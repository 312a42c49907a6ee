import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { type CodePurpose, codePurposes } from '#shared/contract/clients.ts';

const MINUTE = 60_000;

type Tier = { max: number; timeWindow: number };

type Check = (request: FastifyRequest) => Promise<{ allowed: boolean; retryAfter: number }>;

/** Several windows on one key: a few quick tries pass, then each further burst waits longer. */
function throttle(
  app: FastifyInstance,
  name: string,
  tiers: Tier[],
  keyOf: (request: FastifyRequest) => string,
): Check {
  const limiters = tiers.map((tier, index) =>
    app.createRateLimit({
      ...tier,
      keyGenerator: (request) => `${name}:${index}:${keyOf(request)}`,
    }),
  );
  /** True when under every limit; counts the try either way. */
  return async (request) => {
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

/** Checks in order and stops at the first refusal, so a later check counts only tries the earlier let through. */
function inTurn(...checks: Check[]): Check {
  return async (request) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.allowed) return result;
    }
    return { allowed: true, retryAfter: 0 };
  };
}

/** The limits of client accounts beyond the per-route, per-address ones. */
export function clientThrottles(app: FastifyInstance) {
  return {
    login: inTurn(
      /** Login tries per address and e-mail: 5 a minute, 10 a quarter hour, 20 an hour. */
      throttle(
        app,
        'login',
        [
          { max: 5, timeWindow: MINUTE },
          { max: 10, timeWindow: 15 * MINUTE },
          { max: 20, timeWindow: 60 * MINUTE },
        ],
        (request) => `${request.ip}:${emailOf(request)}`,
      ),
      /**
       * Login tries per e-mail from all addresses together: 20 a quarter hour, 40 an hour, 100 a day.
       * Above the tier before it (whose refused tries are not counted here), so one address alone never
       * locks the owner out, while guesses spread over many addresses are stopped.
       */
      throttle(
        app,
        'login-email',
        [
          { max: 20, timeWindow: 15 * MINUTE },
          { max: 40, timeWindow: 60 * MINUTE },
          { max: 100, timeWindow: 24 * 60 * MINUTE },
        ],
        emailOf,
      ),
    ),
    /**
     * Code checks per e-mail from every address together: 10 a quarter hour, 30 a day. Five wrong tries
     * void a code, but fresh codes can be asked for all day; this caps the guesses on one account.
     */
    codeCheck: throttle(
      app,
      'code-check',
      [
        { max: 10, timeWindow: 15 * MINUTE },
        { max: 30, timeWindow: 24 * 60 * MINUTE },
      ],
      emailOf,
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
    ) as Record<CodePurpose, Check>,
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
