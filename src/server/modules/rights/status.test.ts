import { describe, expect, it } from 'vitest';
import { activityRows } from '#server/modules/staff/testing.ts';
import type { RightsStatus } from '#shared/contract/rights-terms.ts';
import { eventsOf, insertEnquiry } from './test-enquiries.ts';
import { nextEmail, setUpRightsTest } from './test-setup.ts';

/*
 * An enquiry's status in the console (decision 093): new → in discussion → granted or declined, or new
 * → declined; every move kept in its history with its note and member. The enquirer hears of a final
 * answer, the other rights staff of every move.
 */

const { ctx, call, staff, mailsOf } = setUpRightsTest();

const move = (
  id: number,
  status: string,
  options: { note?: string; lang?: 'ar' | 'en'; as?: 'admin' | 'editor' } = {},
) =>
  call('POST', `/staff/rights/enquiries/${id}/status`, {
    token: staff[options.as ?? 'admin'].token,
    body: { status, ...(options.note ? { note: options.note } : {}) },
    lang: options.lang ?? 'en',
  });

const enquiry = (values: { status?: RightsStatus; replyLanguage?: 'ar' | 'en' } = {}) =>
  insertEnquiry(ctx.app.db, { email: nextEmail(), ...values });

describe('moving an enquiry', () => {
  it('takes it into discussion with a note, kept in the history and the activity log', async () => {
    const row = await enquiry();
    const res = await move(row.id, 'in_discussion', { note: 'Asked for their Turkish list and an offer' });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('The enquiry’s status is saved');
    expect(data).toMatchObject({
      id: row.id,
      status: 'in_discussion',
      next_statuses: ['granted', 'declined'],
    });
    expect(
      data.events.map((e: Record<string, unknown>) => [e.from_status, e.to_status, e.note, e.staff_name]),
    ).toEqual([
      [null, 'new', null, null],
      ['new', 'in_discussion', 'Asked for their Turkish list and an offer', 'Staff admin'],
    ]);
    const [logged] = await activityRows(ctx.app.db, 'rights_enquiry', row.id);
    expect(logged).toMatchObject({
      staffId: staff.admin.id,
      action: 'status',
      before: { status: 'new' },
      after: { status: 'in_discussion', note: 'Asked for their Turkish list and an offer' },
    });
    expect(await mailsOf(row.email)).toEqual([]);
  });

  it('tells the other rights staff of the move, not the member who made it', async () => {
    const row = await enquiry();
    await move(row.id, 'in_discussion', { as: 'editor' });
    const line = `طلب الحقوق ${row.reference} (Yapı Kredi Yayınları) صار «قيد التفاوض»، غيّره Staff editor`;
    const about = (mails: { subject: string }[]) => mails.filter((m) => m.subject.includes(row.reference));
    expect(about(await mailsOf(staff.admin.email))).toEqual([
      { kind: 'staff_rights_enquiry', subject: line },
    ]);
    expect(about(await mailsOf(staff.editor.email))).toEqual([]);
    expect(about(await mailsOf(staff.orders.email))).toEqual([]);
  });

  it('mails the enquirer in their language once the rights are granted; the note stays inside', async () => {
    const row = await enquiry({ status: 'in_discussion' });
    const res = await move(row.id, 'granted', { note: 'Advance 2,000 USD, 7 years' });
    expect(res.json().data).toMatchObject({ status: 'granted', next_statuses: [] });
    expect(await mailsOf(row.email)).toEqual([
      { kind: 'rights_enquiry_granted', subject: `Rights enquiry ${row.reference}: granted` },
    ]);
    const again = await move(row.id, 'granted');
    expect(again.statusCode).toBe(409);
    expect(await mailsOf(row.email)).toHaveLength(1);
  });

  it('declines a new enquiry, and the enquirer who wrote in Arabic is answered in Arabic', async () => {
    const row = await enquiry({ replyLanguage: 'ar' });
    expect((await move(row.id, 'declined', { note: 'Turkish rights already sold' })).statusCode).toBe(200);
    expect(await mailsOf(row.email)).toEqual([
      { kind: 'rights_enquiry_declined', subject: `طلب الحقوق ${row.reference}: اعتذار` },
    ]);
  });

  it('refuses the moves the workflow does not allow with 409, in the member’s language, and writes nothing', async () => {
    const cases: [RightsStatus, RightsStatus, string, string][] = [
      [
        'new',
        'granted',
        'An enquiry cannot move from “new” to “granted”',
        'لا يمكن نقل الطلب من «جديد» إلى «مُنحت الحقوق»',
      ],
      ['new', 'new', 'An enquiry cannot move from “new” to “new”', 'لا يمكن نقل الطلب من «جديد» إلى «جديد»'],
      [
        'in_discussion',
        'new',
        'An enquiry cannot move from “in discussion” to “new”',
        'لا يمكن نقل الطلب من «قيد التفاوض» إلى «جديد»',
      ],
      [
        'granted',
        'declined',
        'An enquiry cannot move from “granted” to “declined”',
        'لا يمكن نقل الطلب من «مُنحت الحقوق» إلى «مرفوض»',
      ],
      [
        'declined',
        'in_discussion',
        'An enquiry cannot move from “declined” to “in discussion”',
        'لا يمكن نقل الطلب من «مرفوض» إلى «قيد التفاوض»',
      ],
    ];
    for (const [from, to, en, ar] of cases) {
      const row = await enquiry({ status: from });
      const res = await move(row.id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: en, code: 'status_not_allowed' });
      expect((await move(row.id, to, { lang: 'ar' })).json().message).toBe(ar);
      expect(await eventsOf(ctx.app.db, row.id)).toHaveLength(1);
      expect(await mailsOf(row.email)).toEqual([]);
    }
  });

  it('refuses an unknown status, a note over 2000 characters and an unknown enquiry', async () => {
    const row = await enquiry();
    const unknown = await move(row.id, 'closed');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      status: ['Choose the status: in discussion, granted or declined'],
    });
    expect((await move(row.id, 'closed', { lang: 'ar' })).json().errors).toEqual({
      status: ['اختر الحالة: قيد التفاوض أو مُنحت أو مرفوضة'],
    });
    const long = await move(row.id, 'declined', { note: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual({ note: ['The number of characters must be at most 2,000'] });
    const missing = await move(999_999, 'declined');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no such enquiry', code: 'not_found' });
    expect(await eventsOf(ctx.app.db, row.id)).toHaveLength(1);
  });
});
