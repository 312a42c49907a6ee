import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { writeNightlyOnix } from './nightly.ts';

/*
 * The nightly ONIX file (decision 087): a job on the queue writes the whole catalogue's message each
 * night to the private files, dated and as the latest; staff download the latest, the same message
 * `GET /staff/onix` answers at that moment.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' }, { seed: true });
const call = staffCaller(t);

/** The message without its time of sending, which differs between two writes of the same catalogue. */
const untimed = (xml: string) => xml.replace(/<SentDateTime>[^<]*<\/SentDateTime>/, '');

describe('the nightly ONIX file', () => {
  it('is a job of the queue, every night at 01:40 UTC', () => {
    expect(t.app.jobs.defined.get('trade-feeds.onix-nightly')?.every).toBe('40 1 * * *');
  });

  it('says plainly it is not written before the first night, then answers the message the job wrote', async () => {
    const { token } = await signedInStaff(t, 'orders');
    for (const [lang, message] of [
      ['en', 'The nightly ONIX file has not been written yet: it is written at 01:40 UTC'],
      ['ar', 'لم يُكتب ملف ONIX الليلي بعد: يُكتب كل ليلة في الساعة 01:40 بتوقيت UTC'],
    ] as const) {
      const before = await call('GET', '/staff/onix/nightly', { token, lang });
      expect(before.statusCode).toBe(404);
      expect(before.json()).toEqual({ code: 'onix_not_written', message });
    }

    const wrote = await writeNightlyOnix(t.app, new Date('2026-12-01T01:40:00Z'));
    expect(wrote).toMatchObject({ file: 'feeds/onix-2026-12-01.xml', left_out: [] });
    expect(wrote.products).toBeGreaterThan(0);

    const nightly = await call('GET', '/staff/onix/nightly', { token });
    expect(nightly.statusCode).toBe(200);
    expect(nightly.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(nightly.headers['content-disposition']).toBe('attachment; filename="onix-latest.xml"');
    const now = await call('GET', '/staff/onix', { token });
    expect(untimed(nightly.body)).toBe(untimed(now.body));
    const dated = await createStorages(t.app.config).files.read('feeds/onix-2026-12-01.xml');
    expect(dated.toString('utf8')).toBe(nightly.body);
  });

  it('is for staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/onix/nightly' });
    expect(res.statusCode).toBe(401);
  });
});
