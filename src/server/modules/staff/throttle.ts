import { MINUTE } from '#server/plugins/throttle.ts';

/** Per-address limits of the routes themselves (`config.rateLimit`), as the client login has. */
export const staffRouteLimits = {
  login: { max: 30, timeWindow: 5 * MINUTE },
};

/** Wrong codes of the code step per member, from every address (decision 051). */
export const codeTiers = [
  { max: 10, timeWindow: 15 * MINUTE },
  { max: 30, timeWindow: 24 * 60 * MINUTE },
];
