import type { FastifyInstance } from 'fastify';
import { type Check, emailOf, loginThrottle, MINUTE, throttle } from '#server/plugins/throttle.ts';
import { type CodePurpose, codePurposes } from '#shared/contract/clients.ts';

export { rateLimited } from '#server/plugins/throttle.ts';

/** The limits of client accounts beyond the per-route, per-address ones. */
export function clientThrottles(app: FastifyInstance) {
  return {
    login: loginThrottle(app, 'login'),
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

/** Per-address limits of the routes themselves (`config.rateLimit`). */
export const routeLimits = {
  register: { max: 10, timeWindow: 60 * MINUTE },
  login: { max: 30, timeWindow: 5 * MINUTE },
  code: { max: 20, timeWindow: 15 * MINUTE },
  mail: { max: 10, timeWindow: 15 * MINUTE },
  profile: { max: 30, timeWindow: 15 * MINUTE },
};
