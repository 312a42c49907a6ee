import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsletters, subscribers } from '#server/db/schema/content.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createTestApp, onRealPostgres, setUpForFile } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { sendNewsletterBatch, sendQueuedNewsletters } from './index.ts';

/* Issue 'Back office II', point 4: the subscribers' list, and newsletters in Arabic and English sent in
   batches to confirmed subscribers only, each with a one-click unsubscribe. */

const t = setUpForFile(async () => {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ smtpUrl: smtp.url });
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
});
const call = staffCaller(t, { lang: 'en' });
let editor: string;

const readers = {
  confirmedAr: ['ar1@readers.example', 'ar2@readers.example', 'ar3@readers.example'],
  confirmedEn: ['en1@readers.example', 'en2@readers.example'],
  unconfirmed: 'waiting@readers.example',
  unsubscribed: 'gone@readers.example',
};

beforeAll(async () => {
  editor = (await signedInStaff(t, 'editor')).token;
  const db = t.database.db;
  const confirmed = { confirmedAt: sql`now()` };
  await db
    .insert(subscribers)
    .values([
      ...readers.confirmedAr.map((email) => ({ email, language: 'ar', ...confirmed })),
      { email: readers.unconfirmed, language: 'ar' },
      ...readers.confirmedEn.map((email) => ({ email, language: 'en', ...confirmed })),
      { email: readers.unsubscribed, language: 'en', ...confirmed, unsubscribedAt: sql`now()` },
    ]);
});

const draft = {
  subject_ar: 'جديد الدار هذا الشهر',
  subject_en: 'New this month',
  body_ar: '<p>كتب <strong>جديدة</strong></p><script>alert(1)</script>',
  body_en: '<p>New <strong>books</strong></p>',
};

describe('the subscribers’ list', () => {
  it('lists subscribers by state and counts who would receive a newsletter', async () => {
    const all = await call('GET', '/staff/subscribers', { token: editor });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta.total).toBe(7);
    expect(all.json().audience).toBe(5);
    const waiting = await call('GET', '/staff/subscribers?state=unconfirmed', { token: editor });
    expect(waiting.json().data.map((s: { email: string }) => s.email)).toEqual([readers.unconfirmed]);
    const gone = await call('GET', '/staff/subscribers?state=unsubscribed&search=GONE', { token: editor });
    expect(gone.json().data).toEqual([
      expect.objectContaining({ email: readers.unsubscribed, state: 'unsubscribed', language: 'en' }),
    ]);
    const bad = await call('GET', '/staff/subscribers?state=maybe', { token: editor });
    expect(bad.statusCode).toBe(422);
  });

  it('exports the list as CSV with a byte order mark for Excel', async () => {
    const res = await call('GET', '/staff/subscribers/export.csv?state=confirmed', { token: editor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFemail,language,state,confirmed_at,unsubscribed_at,created_at');
    expect(lines.filter((line) => line.includes('@readers.example'))).toHaveLength(5);
    expect(res.body).not.toContain(readers.unconfirmed);
  });

  it('erases one address, and answers 404 for one not on the list', async () => {
    const [row] = await t.database.db
      .insert(subscribers)
      .values({ email: 'forget-me@readers.example' })
      .returning();
    const res = await call('DELETE', `/staff/subscribers/${row.id}`, { token: editor });
    expect(res.json()).toEqual({ message: 'The subscriber is deleted from the list' });
    const again = await call('DELETE', `/staff/subscribers/${row.id}`, { token: editor, lang: 'ar' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'المشترك المطلوب غير موجود', code: 'not_found' });
  });
});

describe('newsletters', () => {
  it('refuses a newsletter without subjects or text, in the member’s language', async () => {
    const en = await call('POST', '/staff/newsletters', {
      token: editor,
      body: { ...draft, subject_en: '  ', body_ar: '<p> </p>' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { subject_en: ['This field is required'], body_ar: ['This field is required'] },
    });
    const ar = await call('POST', '/staff/newsletters', { token: editor, lang: 'ar', body: {} });
    expect(ar.json().errors.subject_ar).toEqual(['هذا الحقل مطلوب']);
  });

  it('sends each confirmed subscriber exactly one mail in their language, across a restart', async () => {
    const created = await call('POST', '/staff/newsletters', { token: editor, body: draft });
    expect(created.statusCode, created.body).toBe(201);
    const letter = created.json().data;
    expect(letter).toMatchObject({ status: 'draft', recipients: 0, body_en: draft.body_en });
    expect(letter.body_ar).toBe('<p>كتب <strong>جديدة</strong></p>');
    const opened = await call('GET', `/staff/newsletters/${letter.id}`, { token: editor });
    expect(opened.json().audience).toBe(5);

    const sent = await call('POST', `/staff/newsletters/${letter.id}/send`, {
      token: editor,
      headers: { 'x-request-id': 'newsletter-send-1' },
    });
    expect(sent.json()).toMatchObject({
      data: { status: 'sending' },
      message: 'The newsletter is being sent to the confirmed subscribers',
    });
    expect(sent.json().data.queued_at).toBeTruthy();

    // One batch, then the server stops; the restart finds the cursor one batch back and goes on.
    const url = t.config.publicUrl;
    expect(await sendNewsletterBatch(t.database.db, letter.id, url, 2)).toBe(2);
    await t.database.db.update(newsletters).set({ cursor: 0 }).where(eq(newsletters.id, letter.id));
    expect(await sendQueuedNewsletters(t.database.db, url, 2)).toBe(5);
    expect(await sendNewsletterBatch(t.database.db, letter.id, url, 2)).toBeNull();

    const after = (await call('GET', `/staff/newsletters/${letter.id}`, { token: editor })).json().data;
    expect(after).toMatchObject({ status: 'sent', recipients: 5 });
    expect(after.sent_at).toBeTruthy();
    // Written later by the server, the mails still carry the id of the request that sent them.
    for (const email of [...readers.confirmedAr, ...readers.confirmedEn]) {
      const [written] = await mailsTo(t.database.db, email, 1);
      expect(written).toMatchObject({ kind: 'newsletter', requestId: 'newsletter-send-1' });
    }

    await t.app.outbox.work();
    for (const email of readers.confirmedAr) {
      const mail = await t.smtp.nextMail(email);
      expect(mail.subject).toBe('جديد الدار هذا الشهر');
      expect(mail.html).toContain('<strong>جديدة</strong>');
      expect(mail.html).not.toContain('<script');
      expect(mail.text).toContain('وصلتك هذه الرسالة لأنك مشترك في نشرتنا البريدية');
    }
    for (const email of readers.confirmedEn) {
      const mail = await t.smtp.nextMail(email);
      expect(mail.subject).toBe('New this month');
      expect(mail.text).toContain('New books');
      const [row] = await t.database.db.select().from(subscribers).where(eq(subscribers.email, email));
      const link = `${url}/api/subscribes/unsubscribe?token=${row.unsubscribeToken}`;
      // Long header lines come folded (RFC 5322): read them unfolded.
      const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${link}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(headers).toContain(`List-ID: Arab Book House newsletter <newsletter.${new URL(url).hostname}>`);
      expect(mail.text).toContain(`Unsubscribe: ${link}`);
    }
    const everyone = [
      ...readers.confirmedAr,
      ...readers.confirmedEn,
      readers.unconfirmed,
      readers.unsubscribed,
    ];
    for (const email of everyone) expect(t.smtp.pending(email)).toEqual([]);
  });

  it('stops mailing an address that unsubscribed through the one-click link of a newsletter', async () => {
    const [row] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, readers.confirmedEn[0]));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscribes/unsubscribe?token=${row.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const letter = (await call('POST', '/staff/newsletters', { token: editor, body: draft })).json().data;
    await call('POST', `/staff/newsletters/${letter.id}/send`, { token: editor });
    expect(await sendQueuedNewsletters(t.database.db, t.config.publicUrl)).toBe(4);
    await t.app.outbox.work();
    expect(t.smtp.pending(readers.confirmedEn[0])).toEqual([]);
    expect(t.smtp.pending(readers.confirmedEn[1])).toHaveLength(1);
  });

  it('edits drafts only, and sends a newsletter once (409 after)', async () => {
    const letter = (await call('POST', '/staff/newsletters', { token: editor, body: draft })).json().data;
    const edited = await call('PUT', `/staff/newsletters/${letter.id}`, {
      token: editor,
      body: { ...draft, subject_en: 'Autumn books' },
    });
    expect(edited.json()).toMatchObject({
      data: { subject_en: 'Autumn books' },
      message: 'The newsletter is updated',
    });
    await call('POST', `/staff/newsletters/${letter.id}/send`, { token: editor });
    for (const [method, path] of [
      ['PUT', `/staff/newsletters/${letter.id}`],
      ['POST', `/staff/newsletters/${letter.id}/send`],
    ] as const) {
      const res = await call(method, path, { token: editor, body: draft });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This newsletter is being sent or was sent; it can no longer be changed or sent again',
        code: 'not_draft',
      });
    }
    const list = await call('GET', '/staff/newsletters', { token: editor });
    expect(list.json().data[0]).toMatchObject({
      id: letter.id,
      status: 'sending',
      subject_en: 'Autumn books',
    });
    expect(list.json().data[0]).not.toHaveProperty('body_ar');
    const missing = await call('GET', '/staff/newsletters/999999', { token: editor, lang: 'ar' });
    expect(missing.json()).toEqual({ message: 'النشرة المطلوبة غير موجودة', code: 'not_found' });
  });

  it.runIf(onRealPostgres)('writes one mail per subscriber when two servers send at once', async () => {
    const everyone = [
      ...readers.confirmedAr,
      ...readers.confirmedEn,
      readers.unconfirmed,
      readers.unsubscribed,
    ];
    const newsletterMails = async () =>
      Promise.all(
        everyone.map(
          async (email) =>
            (await mailsTo(t.database.db, email)).filter((m) =>
              ['عدد خاص', 'Special issue'].includes(m.subject),
            ).length,
        ),
      );
    const before = await newsletterMails();
    const special = { ...draft, subject_ar: 'عدد خاص', subject_en: 'Special issue' };
    const letter = (await call('POST', '/staff/newsletters', { token: editor, body: special })).json().data;
    await call('POST', `/staff/newsletters/${letter.id}/send`, { token: editor });
    await Promise.all([1, 2, 3].map(() => sendQueuedNewsletters(t.database.db, t.config.publicUrl, 1)));
    const added = (await newsletterMails()).map((n, i) => n - before[i]);
    // ar1, ar2, ar3, en1 (unsubscribed above), en2, the unconfirmed one, the unsubscribed one
    expect(added).toEqual([1, 1, 1, 0, 1, 0, 0]);
  });
});
