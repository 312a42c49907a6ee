import type { FastifyInstance } from 'fastify';
import {
  type Check,
  deviceLoginThrottle,
  emailOf,
  loginThrottle,
  MINUTE,
  throttle,
} from '#server/plugins/throttle.ts';
import { type CodePurpose, codePurposes } from '#shared/contract/clients.ts';

export { rateLimited } from '#server/plugins/throttle.ts';

/** The limits of client accounts beyond the per-route, per-address ones. */
export function clientThrottles(app: FastifyInstance) {
  return {
    login: loginThrottle(app, 'login'),
    /** Sign-ins carrying a device token of the account: per device instead (decision 039). */
    deviceLogin: deviceLoginThrottle(app, 'login'),
    /**
     * Code checks per address, whatever the e-mails: 10 a quarter hour, 30 a day. Not per e-mail: a
     * code takes five wrong tries before it is void (codes.ts), and a fresh code starts clean, so
     * strangers' guesses never keep the owner from using the code they ask for (decision 039).
     */
    codeCheck: throttle(
      app,
      'code-check',
      [
        { max: 10, timeWindow: 15 * MINUTE },
        { max: 30, timeWindow: 24 * 60 * MINUTE },
      ],
      (request) => request.ip,
    ),
    /**
     * Code mails per e-mail and purpose, whoever asks, so nobody floods a mailbox: 3 in five minutes,
     * 10 an hour, 20 a day. With five tries a code, this caps the guesses at one account's codes.
     */
    codeMail: Object.fromEntries(
      codePurposes.map((purpose) => [
        purpose,
        throttle(
          app,
          `code-mail:${purpose}`,
          [
            { max: 3, timeWindow: 5 * MINUTE },
            { max: 10, timeWindow: 60 * MINUTE },
            { max: 20, timeWindow: 24 * 60 * MINUTE },
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
