import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '#server/modules/content/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { unisolatedLatin } from '#web/test/bidi.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from './test-kit.tsx';

/*
 * Where a member's Latin name (the test members are 'Staff orders', 'Staff admin') sits next to a date
 * in Arabic: the order's history, the activity log, the replies to a message. Name and date are each
 * isolated, so '— Staff orders · 26/11/2026، 12:46 م' keeps its order.
 */

const t = setUpConsoleApi();
const ref = {} as Reference;
beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
});

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });

describe('a Latin name beside a date, in Arabic', () => {
  it('is isolated with the date in each line of an order’s history', async () => {
    const buyer = await createBuyer(t.app.db, 'reader');
    const book = await createBook(t, { stock: 5, titleAr: 'ديوان', titleEn: 'Poems' });
    const id = await placedOrder(
      t,
      buyer.token,
      hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    );
    const member = await signedInAs(t, 'orders');
    expect(
      (await post(member.token, `/staff/orders/${id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    consolePage(`/staff/orders/${id}`);
    const history = await screen.findByRole('region', { name: 'سجل الطلب' });
    expect(within(history).getByText(member.name).tagName).toBe('BDI');
    expect(unisolatedLatin(history)).toEqual([]);
  });

  it('is isolated with the date in the activity log', async () => {
    const admin = await signedInAs(t, 'admin');
    await post(admin.token, '/staff/writers', { name_ar: 'كاتب', name_en: 'A writer' });
    consolePage('/staff/activity');
    const table = await screen.findByRole('table', { name: 'سجل النشاط' });
    const [row] = within(table).getAllByRole('row').slice(1);
    const [when, who] = within(row!).getAllByRole('cell');
    expect(unisolatedLatin(when!)).toEqual([]);
    expect(unisolatedLatin(who!)).toEqual([]);
  });

  it('is isolated with the date over each reply to a message', async () => {
    const message = await insertContactMessage(t.app.db, {
      name: 'سلمى',
      email: 'salma@example.com',
      message: 'متى يصل الكتاب؟',
    });
    const member = await signedInAs(t, 'orders');
    const replied = await post(member.token, `/staff/messages/${message.id}/reply`, {
      subject: 'ردّ',
      body: 'قريباً',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    consolePage(`/staff/messages/${message.id}`);
    const replies = await screen.findByRole('region', { name: 'الردود المرسلة' });
    const [byline] = within(replies)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')!);
    expect(unisolatedLatin(byline!)).toEqual([]);
  });
});
