import { describe, expect, it } from 'vitest';
import { clockAtFreshWindow } from '#server/test/harness.ts';
import { RIGHTS_REFERENCE } from '#shared/contract/rights.ts';
import { ENQUIRY_LIMITS } from './enquiry-routes.ts';
import { enquiriesFrom, rightsEnquiries } from './test-enquiries.ts';
import { setUpRightsTest } from './test-setup.ts';

/*
 * The form's spam guards, without a captcha (decision 093): a honeypot field that people never see,
 * and limits per address and per e-mail address.
 */

const { ctx, call, staff, body, mailsOf } = setUpRightsTest();
const DAY_MS = 24 * 60 * 60_000;

const enquiryCount = async () => (await ctx.app.db.select().from(rightsEnquiries)).length;

describe('the honeypot', () => {
  it('answers a filled one as if the enquiry were taken, and stores and mails nothing', async () => {
    const before = await enquiryCount();
    const staffMailsBefore = (await mailsOf(staff.admin.email)).length;
    const sent = body({ website: 'https://cheap-pills.example' } as never);
    const res = await call('POST', '/rights/enquiries', { body: sent, lang: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { reference: expect.stringMatching(RIGHTS_REFERENCE) },
      message: 'We received your enquiry and mailed you its reference',
    });
    expect(await enquiryCount()).toBe(before);
    expect(await mailsOf(sent.email)).toEqual([]);
    expect(await mailsOf(staff.admin.email)).toHaveLength(staffMailsBefore);
  });

  it('is read before the fields: a robot’s wrong fields get the same 201, not a 422 to learn from', async () => {
    const res = await call('POST', '/rights/enquiries', { body: { website: 'x', email: 'nope' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('استلمنا طلبك، وأرسلنا إلى بريدك رسالة بمرجعه');
  });

  it('takes an enquiry whose honeypot is left empty', async () => {
    const sent = body({ website: '' } as never);
    expect((await call('POST', '/rights/enquiries', { body: sent })).statusCode).toBe(201);
    expect(await enquiriesFrom(ctx.app.db, sent.email)).toHaveLength(1);
  });
});

describe('the limits', () => {
  it('takes 5 enquiries an hour from one e-mail address, from any address, then answers 429', async () => {
    clockAtFreshWindow(DAY_MS);
    const email = body().email;
    for (let i = 0; i < ENQUIRY_LIMITS.email[0]!.max; i++) {
      const res = await call('POST', '/rights/enquiries', { body: body({ email }) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const ar = await call('POST', '/rights/enquiries', { body: body({ email }) });
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toEqual({ message: 'طلبات كثيرة، يرجى المحاولة بعد قليل', code: 'rate_limited' });
    expect(Number(ar.headers['retry-after'])).toBeGreaterThan(0);
    const en = await call('POST', '/rights/enquiries', { body: body({ email }), lang: 'en' });
    expect(en.json()).toEqual({
      message: 'Too many requests, please try again shortly',
      code: 'rate_limited',
    });
    expect(await enquiriesFrom(ctx.app.db, email)).toHaveLength(5);
    expect(await mailsOf(email)).toHaveLength(5);
    expect((await call('POST', '/rights/enquiries', { body: body() })).statusCode).toBe(201);
  });

  it('takes 20 enquiries an hour from one address, robots’ included, then answers 429', async () => {
    clockAtFreshWindow(60 * 60_000);
    const ip = '198.51.100.77';
    for (let i = 0; i < ENQUIRY_LIMITS.address.max; i++) {
      const res = await call('POST', '/rights/enquiries', { body: { website: 'spam' }, ip });
      expect(res.statusCode).toBe(201);
    }
    const sent = body();
    const res = await call('POST', '/rights/enquiries', { body: sent, ip, lang: 'en' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many requests, please try again shortly',
      code: 'rate_limited',
    });
    expect(await enquiriesFrom(ctx.app.db, sent.email)).toEqual([]);
    expect((await call('POST', '/rights/enquiries', { body: sent })).statusCode).toBe(201);
  });
});
