import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceIdOf } from '#server/services/device-tokens.ts';
import { AppError, commonMessages } from './errors.ts';
import { countHit, forgetHit } from './rate-limit.ts';

export const MINUTE = 60_000;

type Tier = { max: number; timeWindow: number };

export type Verdict = {
  allowed: boolean;
  retryAfter: number;
  /** Takes back the hits this try counted: a sign-in that succeeded is no guess, and fills no lockout. */
  forgive(): Promise<void>;
};

export type Check = (request: FastifyRequest) => Promise<Verdict>;

/** Several windows on one key: a few quick tries pass, then each further burst waits longer. */
export function throttle(
  app: FastifyInstance,
  name: string,
  tiers: Tier[],
  keyOf: (request: FastifyRequest) => string,
): Check {
  const count = keyedThrottle(app, name, tiers);
  return (request) => count(keyOf(request));
}

/** `throttle` on a key the caller names, for limits on something found after the request is read. */
export function keyedThrottle(app: FastifyInstance, name: string, tiers: Tier[]) {
  /** True when under every limit; counts the try either way. */
  return async (key: string): Promise<Verdict> => {
    let retryAfter = 0;
    const counted: { key: string; windowStart: Date }[] = [];
    for (const [index, tier] of tiers.entries()) {
      const tierKey = `throttle:${name}:${index}:${key}`;
      const { hits, windowStart, ttl } = await countHit(app.db, tierKey, tier.timeWindow);
      counted.push({ key: tierKey, windowStart });
      if (hits > tier.max) retryAfter = Math.max(retryAfter, Math.ceil(ttl / 1000));
    }
    const forgive = async () => {
      for (const hit of counted) await forgetHit(app.db, hit.key, hit.windowStart);
    };
    return { allowed: retryAfter === 0, retryAfter, forgive };
  };
}

export function rateLimited(reply: FastifyReply, retryAfter: number): AppError {
  reply.header('retry-after', String(retryAfter));
  return new AppError(429, 'rate_limited', commonMessages.rateLimited);
}

export const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown }).email ?? '');

/** Checks in order and stops at the first refusal, so a later check counts only tries the earlier let through. */
export function inTurn(...checks: Check[]): Check {
  return async (request) => {
    const passed: Verdict[] = [];
    for (const check of checks) {
      const result = await check(request);
      passed.push(result);
      if (!result.allowed) break;
    }
    const last = passed[passed.length - 1];
    const forgive = async () => {
      for (const result of passed) await result.forgive();
    };
    return { allowed: last?.allowed ?? true, retryAfter: last?.retryAfter ?? 0, forgive };
  };
}

const deviceTokenOf = (request: FastifyRequest) =>
  String((request.body as { device_token?: unknown }).device_token ?? '');

/**
 * Password login tries (decision 014). Per address and e-mail: 5 a minute, 10 a quarter hour, 20 an
 * hour. Then per e-mail from all addresses together: 20 a quarter hour, 40 an hour, 100 a day; above
 * the first tier (whose refused tries are not counted here), so one address alone never locks the
 * owner out, while guesses spread over many addresses are stopped. `name` keeps each login's counts apart.
 * A device that signed in to the account before skips these and meets `deviceLoginThrottle` instead.
 */
export function loginThrottle(app: FastifyInstance, name: string): Check {
  return inTurn(
    throttle(
      app,
      name,
      [
        { max: 5, timeWindow: MINUTE },
        { max: 10, timeWindow: 15 * MINUTE },
        { max: 20, timeWindow: 60 * MINUTE },
      ],
      (request) => `${request.ip}:${emailOf(request)}`,
    ),
    throttle(
      app,
      `${name}-email`,
      [
        { max: 20, timeWindow: 15 * MINUTE },
        { max: 40, timeWindow: 60 * MINUTE },
        { max: 100, timeWindow: 24 * 60 * MINUTE },
      ],
      emailOf,
    ),
  );
}

/**
 * Sign-in tries carrying a device token of the account (decision 039), per device from every address:
 * 10 a quarter hour, 20 an hour, 50 a day. They count nowhere else, so strangers' guesses never lock the
 * owner's device out and its typos never lock the account; a stolen token still guesses slowly.
 */
export function deviceLoginThrottle(app: FastifyInstance, name: string): Check {
  return throttle(
    app,
    `${name}-device`,
    [
      { max: 10, timeWindow: 15 * MINUTE },
      { max: 20, timeWindow: 60 * MINUTE },
      { max: 50, timeWindow: 24 * 60 * MINUTE },
    ],
    (request) => deviceIdOf(deviceTokenOf(request)),
  );
}
