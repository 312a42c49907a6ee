import { MINUTE } from '#server/plugins/throttle.ts';

/** Per-address limits of the routes themselves (`config.rateLimit`), as the client login has. */
export const staffRouteLimits = {
  login: { max: 30, timeWindow: 5 * MINUTE },
};
