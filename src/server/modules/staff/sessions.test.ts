import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';
import { STAFF_PASSWORD, signedInStaff, staffCaller } from './testing.ts';

const t = setUpTestApp();
const call = staffCaller(t);

const signInAgain = async (email: string, userAgent: string) => {
  const res = await call('POST', '/staff/login', {
    body: { email, password: STAFF_PASSWORD },
    headers: { 'user-agent': userAgent },
    ip: '203.0.113.77',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
};

describe('a member’s own sessions', () => {
  it('lists the live sessions with their device and a shortened address, this one marked', async () => {
    const member = await signedInStaff(t, 'orders');
    const phone = await signInAgain(member.email, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const res = await call('GET', '/staff/sessions', { token: phone });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data as {
      current: boolean;
      user_agent: string;
      ip: string;
      created_at: string;
    }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((row) => row.current)!;
    expect(current).toMatchObject({ user_agent: expect.stringContaining('iPhone'), ip: '203.0.113.0/24' });
    expect(sessions.filter((row) => row.current)).toHaveLength(1);
  });

  it('ends one session, whose token is refused from then on, and refuses to end another member’s', async () => {
    const member = await signedInStaff(t, 'editor');
    const other = await signInAgain(member.email, 'Firefox');
    const stranger = await signedInStaff(t, 'admin');
    const list = await call('GET', '/staff/sessions', { token: member.token });
    const target = (list.json().data as { id: number; current: boolean }[]).find((row) => !row.current)!;

    const refused = await call('POST', `/staff/sessions/${target.id}/end`, {
      token: stranger.token,
      lang: 'en',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      message: 'This session is not one of yours, or it has already ended',
      code: 'not_found',
    });
    const ended = await call('POST', `/staff/sessions/${target.id}/end`, { token: member.token, lang: 'en' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('Session ended');
    expect((await call('GET', '/staff/me', { token: other })).statusCode).toBe(401);
    expect((await call('GET', '/staff/me', { token: member.token })).statusCode).toBe(200);
  });

  it('ends every other session and keeps this one, and logs it', async () => {
    const member = await signedInStaff(t, 'admin');
    const others = [await signInAgain(member.email, 'A'), await signInAgain(member.email, 'B')];
    const res = await call('POST', '/staff/sessions/end-others', { token: member.token, lang: 'en' });
    expect(res.json()).toEqual({ data: { ended: 2 }, message: 'Your other sessions were ended' });
    for (const token of others) expect((await call('GET', '/staff/me', { token })).statusCode).toBe(401);
    expect((await call('GET', '/staff/me', { token: member.token })).statusCode).toBe(200);
    const log = await call('GET', `/staff/activity?staff_id=${member.id}`, { token: member.token });
    expect((log.json().data as { action: string }[]).map((row) => row.action)).toContain(
      'sessions_end_others',
    );
  });

  it('refuses the security routes without a staff token', async () => {
    for (const [method, url] of [
      ['GET', '/staff/sessions'],
      ['POST', '/staff/sessions/end-others'],
      ['GET', '/staff/security'],
      ['POST', '/staff/security/two-factor/start'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});
