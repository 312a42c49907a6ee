import { beforeAll, describe, expect, it } from 'vitest';
import { insertEnquiry } from './test-enquiries.ts';
import { nextEmail, setUpRightsTest } from './test-setup.ts';

/* The console's list of rights enquiries and one enquiry (decision 093): for the managers and the editors. */

const { ctx, call, staff } = setUpRightsTest();
const ids = {} as Record<'gallimard' | 'penguin' | 'hanser', number>;
const references = {} as Record<keyof typeof ids, string>;

beforeAll(async () => {
  const rows = {
    gallimard: await insertEnquiry(ctx.app.db, {
      company: 'Éditions Gallimard',
      territories: ['FR'],
      language: 'fr',
      email: nextEmail(),
      createdAt: new Date('2026-10-14T09:00:00Z'),
    }),
    penguin: await insertEnquiry(ctx.app.db, {
      company: 'Penguin Random House',
      bookTitleAr: 'موسم الهجرة إلى الشمال',
      bookTitleEn: 'Season of Migration to the North',
      territories: ['world'],
      language: 'en',
      format: 'all',
      printRun: null,
      status: 'in_discussion',
      email: nextEmail(),
      createdAt: new Date('2026-10-15T09:00:00Z'),
    }),
    hanser: await insertEnquiry(ctx.app.db, {
      company: 'Hanser Verlag',
      language: 'de',
      format: 'audio',
      printRun: null,
      status: 'declined',
      email: nextEmail(),
      createdAt: new Date('2026-10-16T09:00:00Z'),
    }),
  };
  for (const [key, row] of Object.entries(rows)) {
    ids[key as keyof typeof ids] = row.id;
    references[key as keyof typeof ids] = row.reference;
  }
});

const list = async (query: string, role: 'admin' | 'editor' = 'editor') => {
  const res = await call('GET', `/staff/rights/enquiries${query}`, { token: staff[role].token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; company: string }[]; meta: { total: number } };
};

describe('the console’s rights enquiries', () => {
  it('lists them newest first, with their terms', async () => {
    const { data, meta } = await list('');
    expect(data.map((row) => row.id)).toEqual([ids.hanser, ids.penguin, ids.gallimard]);
    expect(meta.total).toBe(3);
    expect(data[1]).toEqual({
      id: ids.penguin,
      reference: references.penguin,
      status: 'in_discussion',
      book_id: null,
      book_title_ar: 'موسم الهجرة إلى الشمال',
      book_title_en: 'Season of Migration to the North',
      territories: ['world'],
      language: 'en',
      format: 'all',
      print_run: null,
      company: 'Penguin Random House',
      contact_name: 'Ayşe Demir',
      email: expect.stringContaining('@editions.example'),
      reply_language: 'en',
      created_at: '2026-10-15T09:00:00.000Z',
      updated_at: expect.any(String),
    });
  });

  it('filters by status and searches the reference, the company and the book’s titles', async () => {
    expect((await list('?status=new')).data.map((row) => row.id)).toEqual([ids.gallimard]);
    expect((await list('?status=declined')).data.map((row) => row.id)).toEqual([ids.hanser]);
    expect((await list('?search=gallimard')).data.map((row) => row.id)).toEqual([ids.gallimard]);
    expect((await list(`?search=${references.hanser.toLowerCase()}`)).data.map((row) => row.id)).toEqual([
      ids.hanser,
    ]);
    expect((await list(`?search=${encodeURIComponent('الهجرة')}`)).data.map((row) => row.id)).toEqual([
      ids.penguin,
    ]);
    expect((await list('?dir=asc&per_page=2', 'admin')).data.map((row) => row.id)).toEqual([
      ids.gallimard,
      ids.penguin,
    ]);
  });

  it('refuses an unknown status filter', async () => {
    const res = await call('GET', '/staff/rights/enquiries?status=closed', {
      token: staff.admin.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'querystring.status': ['Choose one of: new, in_discussion, granted, declined'],
    });
  });

  it('opens one enquiry with its message, its history and the moves open to it', async () => {
    const res = await call('GET', `/staff/rights/enquiries/${ids.gallimard}`, { token: staff.editor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.gallimard,
      status: 'new',
      phone: null,
      message: null,
      events: [{ from_status: null, to_status: 'new', note: null, staff_name: null }],
      next_statuses: ['in_discussion', 'declined'],
    });
    const missing = await call('GET', '/staff/rights/enquiries/999999', {
      token: staff.admin.token,
      lang: 'ar',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'لا يوجد هذا الطلب', code: 'not_found' });
  });

  it('is for the managers and the editors: the orders desk is refused, and anyone without a session', async () => {
    for (const [method, url] of [
      ['GET', '/staff/rights/enquiries'],
      ['GET', `/staff/rights/enquiries/${ids.gallimard}`],
      ['POST', `/staff/rights/enquiries/${ids.gallimard}/status`],
    ] as const) {
      const res = await call(method, url, {
        token: staff.orders.token,
        lang: 'en',
        body: { status: 'declined' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
      expect((await call(method, url, { body: { status: 'declined' } })).statusCode).toBe(401);
    }
  });
});
