import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '#server/modules/mail/index.ts';
import {
  createBuyer,
  ordersApi,
  payInSandbox,
  setUpStaffOrdersTest,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffActivity } from '#server/modules/staff/testing.ts';
import type { StaffRole } from '#shared/contract/staff.ts';

/* Staff hear of new work by mail: each member chooses, within what their role may see; each event is one mail. */

const { t, staff, call, paperOrder, digitalOrder } = setUpStaffOrdersTest();

type Member = { id: number; email: string; token: string };

/** The staff notification mails written to a member, oldest first. */
const staffMails = async (member: Member) =>
  (await mailsTo(t.app.db, member.email))
    .filter((mail) => mail.kind.startsWith('staff_'))
    .map((mail) => ({ kind: mail.kind, subject: mail.subject }))
    .reverse();

const prefsOf = async (member: Member) => {
  const res = await call('GET', '/staff/me/notifications', { token: member.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const choose = (member: Member, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  call('PUT', '/staff/me/notifications', { token: member.token, body, lang });

/** A new member of `role` who chose English mails and, when given, turned `off` events off. */
async function member(role: StaffRole, off: string[] = []): Promise<Member> {
  const m = await signedInStaff(t, role);
  const res = await choose(m, {
    language: 'en',
    events: Object.fromEntries(off.map((event) => [event, false])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

const people = {} as Record<'orders' | 'admin' | 'editor' | 'quiet', Member>;
beforeAll(async () => {
  people.orders = await member('orders');
  people.admin = await member('admin');
  people.editor = await member('editor');
  people.quiet = await member('orders', ['new_order', 'contact_message', 'deactivation_request']);
});

describe('a member’s notification choices', () => {
  it('are on by default for every event the role handles, one mail each, in Arabic', async () => {
    const fresh = await signedInStaff(t, 'orders');
    expect(await prefsOf(fresh)).toEqual({
      mode: 'each',
      language: 'ar',
      events: { new_order: true, contact_message: true, mail_failed: true, deactivation_request: true },
    });
    expect((await prefsOf(await signedInStaff(t, 'editor'))).events).toEqual({
      low_stock: true,
      rights_enquiry: true,
    });
    expect(Object.keys((await prefsOf(await signedInStaff(t, 'admin'))).events)).toEqual([
      'new_order',
      'contact_message',
      'low_stock',
      'mail_failed',
      'deactivation_request',
      'rights_enquiry',
    ]);
  });

  it('are saved, merged with the rest, and logged in the activity', async () => {
    const m = await signedInStaff(t, 'orders');
    const res = await choose(m, { mode: 'digest', events: { contact_message: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        mode: 'digest',
        language: 'ar',
        events: { new_order: true, contact_message: false, mail_failed: true, deactivation_request: true },
      },
      message: 'Your notifications were saved',
    });
    expect((await prefsOf(m)).mode).toBe('digest');
    const [row] = await t.app.db
      .select()
      .from(staffActivity)
      .where(and(eq(staffActivity.entity, 'notification_prefs'), eq(staffActivity.entityId, m.id)));
    expect(row).toMatchObject({
      staffId: m.id,
      action: 'update',
      before: { mode: 'each', events: { contact_message: true } },
      after: { mode: 'digest', events: { contact_message: false } },
    });
  });

  it('refuses an event the role may not see, in the member’s language', async () => {
    const en = await choose(people.editor, { events: { new_order: true } });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      message: 'Your role may not see these events, so their notifications cannot be changed',
      code: 'event_not_allowed',
    });
    const ar = await choose(people.editor, { events: { mail_failed: false } }, 'ar');
    expect(ar.json().message).toBe('لا يراها دورك، فلا يمكنك تغيير تنبيهاتها');
    expect((await prefsOf(people.editor)).events).toEqual({ low_stock: true, rights_enquiry: true });
  });

  it('are refused without a staff token', async () => {
    expect((await call('GET', '/staff/me/notifications')).statusCode).toBe(401);
    expect((await call('PUT', '/staff/me/notifications', { body: {} })).statusCode).toBe(401);
  });
});

describe('the mails an event writes', () => {
  it('tell of a new paper order once to each member who handles orders and kept it on', async () => {
    const order = await paperOrder();
    const mail = { kind: 'staff_new_order', subject: `New order #${order.id}` };
    expect(await staffMails(people.orders)).toContainEqual(mail);
    expect(await staffMails(people.admin)).toContainEqual(mail);
    expect(await staffMails(people.editor)).not.toContainEqual(mail);
    expect(await staffMails(people.quiet)).toEqual([]);
    // Told again (a retried request, another process), it writes nothing more.
    await t.app.staffEvents.tell(t.app.db, { type: 'new_order', orderId: order.id });
    expect((await staffMails(people.orders)).filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });

  it('tell of a PDF order when it is paid, not when it is placed', async () => {
    const order = await digitalOrder();
    const subject = `New order #${order.id}`;
    expect((await staffMails(people.orders)).map((m) => m.subject)).not.toContain(subject);
    const paid = await payInSandbox(t, ordersApi(t), order.buyer, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await staffMails(people.orders)).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(await staffMails(people.quiet)).toEqual([]);
  });

  it('write in the member’s chosen language', async () => {
    const arabic = await signedInStaff(t, 'orders');
    const order = await paperOrder();
    expect(await staffMails(arabic)).toContainEqual({
      kind: 'staff_new_order',
      subject: `طلب جديد رقم ${order.id}`,
    });
  });

  it('tell of a contact message once to the members of the contact inbox', async () => {
    const res = await call('POST', '/messages', {
      body: { name: 'Huda', email: 'huda@example.com', message: 'Do you ship to Oman?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = { kind: 'staff_contact_message', subject: 'New contact message from Huda' };
    for (const m of [people.orders, people.admin]) {
      expect((await staffMails(m)).filter((x) => x.subject === mail.subject)).toEqual([mail]);
    }
    expect(await staffMails(people.editor)).not.toContainEqual(mail);
    expect(await staffMails(people.quiet)).toEqual([]);
  });

  it('tell of a book falling under the low-stock threshold once, to those who keep the catalogue', async () => {
    // The threshold is 5: 6 copies, 2 sold, 4 left falls under it; 2 more sold is no new fall.
    const order = await paperOrder({ stock: 6, quantity: 2, book: { titleEn: 'Rain Songs' } });
    const mail = { kind: 'staff_low_stock', subject: '“Rain Songs” has 4 left (threshold 5)' };
    const low = (mails: { kind: string; subject: string }[]) =>
      mails.filter((m) => m.kind === 'staff_low_stock' && m.subject.includes('Rain Songs'));
    expect(low(await staffMails(people.editor))).toEqual([
      { ...mail, subject: `Low stock: ${mail.subject}` },
    ]);
    expect(low(await staffMails(people.admin))).toHaveLength(1);
    expect(low(await staffMails(people.orders))).toEqual([]);
    const again = await call('POST', `/staff/books/${order.bookId}/stock`, {
      token: staff.admin.token,
      body: { stock: 2, reason: 'count' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(low(await staffMails(people.editor))).toHaveLength(1);
    // Stocked again and falling once more: told again.
    await call('POST', `/staff/books/${order.bookId}/stock`, {
      token: staff.admin.token,
      body: { stock: 20, reason: 'count' },
    });
    await call('POST', `/staff/books/${order.bookId}/stock`, {
      token: staff.admin.token,
      body: { stock: 3, reason: 'count' },
    });
    expect(low(await staffMails(people.editor))).toHaveLength(2);
  });

  it('tell of a deactivation request once, however often the reader asks', async () => {
    const reader = await createBuyer(t.app.db, 'leaving');
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', '/client-deactivation-request', { token: reader.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mail = {
      kind: 'staff_deactivation_request',
      subject: `Account deactivation request: ${reader.email}`,
    };
    expect((await staffMails(people.orders)).filter((m) => m.kind === mail.kind)).toEqual([mail]);
    expect(await staffMails(people.editor)).not.toContainEqual(mail);
    expect(await staffMails(people.quiet)).toEqual([]);
  });

  it('skip a member who was deactivated', async () => {
    const gone = await member('orders');
    const res = await call('POST', `/staff/members/${gone.id}/deactivate`, { token: staff.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    await paperOrder();
    expect(await staffMails(gone)).toEqual([]);
  });
});
