import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { clockAtFreshWindow, nextIp, setUpTestApp } from '#server/test/harness.ts';
import { STAFF_PASSWORD, signedInStaff, staffCaller } from './testing.ts';

/*
 * The code step honours the device token as the password step does (decision 039): wrong codes sent
 * without a token of the member fill the member's lock, which a device that signed in before skips;
 * that device meets a limit of its own.
 */

const t = setUpTestApp();
const call = staffCaller(t);

const rateLimited = { message: 'Too many requests, please try again shortly', code: 'rate_limited' };
const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
/** A six-digit code that is not the app's for this step or one either side. */
const wrongCodeFor = (secret: string, n: number) => {
  const right = new Set([-1, 0, 1].map((offset) => codeAt(secret, offset)));
  let code = n;
  while (right.has(String(code % 1_000_000).padStart(6, '0'))) code += 1;
  return String(code % 1_000_000).padStart(6, '0');
};

/** A member signed in once (so their device holds a token) who then turned two-factor sign-in on. */
async function memberWithTwoFactor() {
  const member = await signedInStaff(t, 'admin');
  const started = await call('POST', '/staff/security/two-factor/start', { token: member.token });
  const { secret } = started.json().data as { secret: string };
  const confirmed = await call('POST', '/staff/security/two-factor/confirm', {
    token: member.token,
    body: { code: codeAt(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...member, secret };
}

async function passwordStep(email: string, ip: string, device_token?: string) {
  const res = await call('POST', '/staff/login', {
    body: { email, password: STAFF_PASSWORD, ...(device_token ? { device_token } : {}) },
    ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.pending_token as string;
}

const codeStep = (pending_token: string, code: string, ip: string, device_token?: string) =>
  call('POST', '/staff/login/code', {
    body: { pending_token, code, ...(device_token ? { device_token } : {}) },
    ip,
    lang: 'en',
  });

describe('the code step against an attacker who knows the password', () => {
  it('lets the owner in at the first try with the device token after 40 sign-ins × 5 wrong codes from 40 addresses, while a device without it stays locked', async () => {
    const member = await memberWithTwoFactor();
    // The attack and the owner's sign-in fall in one quarter hour of their own.
    clockAtFreshWindow(15 * 60_000);
    const statuses: number[] = [];
    for (let a = 0; a < 40; a++) {
      const ip = nextIp();
      const pending = await passwordStep(member.email, ip);
      for (let i = 0; i < 5; i++) {
        statuses.push((await codeStep(pending, wrongCodeFor(member.secret, a * 5 + i), ip)).statusCode);
      }
    }
    // The member's lock holds against strangers: ten wrong codes, then 429 for the rest.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));

    const ownerIp = nextIp();
    const pending = await passwordStep(member.email, ownerIp, member.deviceToken);
    const owner = await codeStep(pending, codeAt(member.secret), ownerIp, member.deviceToken);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().message).toBe('Signed in to the staff console');
    expect((await call('GET', '/staff/me', { token: owner.json().data.token })).statusCode).toBe(200);

    // A device without a token of the member still meets the lock, even with the right code.
    const strangerIp = nextIp();
    const stranger = await codeStep(
      await passwordStep(member.email, strangerIp),
      codeAt(member.secret, 1),
      strangerIp,
    );
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual(rateLimited);
  });

  it('counts a known device’s wrong codes against that device alone, and a token of another member counts as none', async () => {
    const member = await memberWithTwoFactor();
    const other = await signedInStaff(t, 'editor');
    clockAtFreshWindow(15 * 60_000);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      const pending = await passwordStep(member.email, ip, member.deviceToken);
      for (let i = 0; i < 5; i++) {
        const code = wrongCodeFor(member.secret, round * 5 + i);
        statuses.push((await codeStep(pending, code, ip, member.deviceToken)).statusCode);
      }
    }
    expect(statuses).toEqual(Array(10).fill(422));
    const pending = await passwordStep(member.email, ip, member.deviceToken);
    const device = await codeStep(pending, codeAt(member.secret), ip, member.deviceToken);
    expect(device.statusCode).toBe(429);
    expect(device.json()).toEqual(rateLimited);

    // The member's own lock was not touched by the device's typos: a stranger's right code passes,
    // and another member's token is a stranger's.
    const strangerIp = nextIp();
    const stranger = await codeStep(
      await passwordStep(member.email, strangerIp),
      codeAt(member.secret),
      strangerIp,
      other.deviceToken,
    );
    expect(stranger.statusCode, stranger.body).toBe(200);
  });
});
