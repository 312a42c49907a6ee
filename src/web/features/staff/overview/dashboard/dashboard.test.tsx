import { screen, within } from '@testing-library/react';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  hardCopyBody,
  orders,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * The dashboard's sales against the real API: the figures of today, the charts' canvas and the same
 * figures as a table for screen readers (jsdom draws no canvas: the browser screenshots show the
 * bars), the top books and the orders waiting, each linking to its page.
 */

const t = setUpConsoleApi();
const ref = {} as Reference;
const placed = { paper: 0, digital: 0 };

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  const poems = await createBook(t, {
    stock: 20,
    titleAr: 'ديوان الشعر',
    titleEn: 'Poems',
    hardcopyPriceCents: 1250,
  });
  const essays = await createBook(t, { pdf: true, titleAr: 'مقالات', titleEn: 'Essays', pdfPriceCents: 700 });
  placed.paper = await placedOrder(
    t,
    (await createBuyer(t.app.db)).token,
    hardCopyBody(ref, { books: [{ book_id: poems.id, quantity: 2 }] }),
  );
  placed.digital = await placedOrder(t, (await createBuyer(t.app.db)).token, digitalBody(ref, [essays.id]));
  // The digital order paid today; the paper one waits, cash on delivery.
  await t.database.db
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(eq(orders.id, placed.digital));
});

describe('the dashboard’s sales', () => {
  it('shows an orders member today’s orders and revenue, the charts with their table, the top books and the waiting orders', async () => {
    await signedInAs(t, 'orders');
    consolePage();
    const today = await screen.findByRole('region', { name: 'اليوم' });
    expect(within(today).getByText('طلبات مقدَّمة').nextElementSibling).toHaveTextContent('2');
    expect(today).toHaveTextContent('ورقي 1 · رقمي 1');
    expect(within(today).getByText('الإيرادات').nextElementSibling).toHaveTextContent('$7.00');
    expect(today).toHaveTextContent('من طلب واحد مدفوع');

    // Chart.js is loaded with the first chart: its module may take a while on a busy machine.
    const revenueChart = await screen.findByRole(
      'img',
      { name: /^أعمدة إيرادات كل يوم/ },
      { timeout: 60_000 },
    );
    expect(revenueChart.tagName).toBe('CANVAS');
    expect(screen.getByRole('img', { name: /^أعمدة الطلبات المقدَّمة/ }).tagName).toBe('CANVAS');

    const days = screen.getByRole('table', {
      name: 'الطلبات والإيرادات في كل يوم من الأيام الثلاثين الأخيرة',
    });
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const lastDay = within(rows[30])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(lastDay).toEqual(['1', '1', '$0.00', '$7.00']);

    const top = screen.getByRole('region', { name: 'الكتب الأكثر طلباً في آخر 30 يوماً' });
    const byCopies = within(top).getByRole('table', { name: 'بعدد النسخ' });
    expect(
      within(byCopies)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ديوان الشعر', 'مقالات']);
    expect(within(byCopies).getAllByRole('row')[1]).toHaveTextContent('ديوان الشعر2$25.00');

    const waiting = screen.getByRole('region', { name: 'طلبات تنتظر' });
    expect(within(waiting).getByRole('link', { name: /^1\s*جديدة تنتظر القبول$/ })).toHaveAttribute(
      'href',
      '#/staff/orders?status=pending',
    );
    expect(within(waiting).getByRole('link', { name: `الطلب رقم ${placed.paper}` })).toHaveAttribute(
      'href',
      `#/staff/orders/${placed.paper}`,
    );
  });

  it('reads in English for a member who switched', async () => {
    await signedInAs(t, 'admin');
    setLanguage('en');
    consolePage();
    const week = await screen.findByRole('region', { name: 'Last 7 days' });
    expect(week).toHaveTextContent('Paper 1 · Digital 1');
    expect(
      await screen.findByRole('img', { name: /^Bars of the revenue/ }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders waiting' })).toBeInTheDocument();
  });

  it('shows an editor the catalogue without the sales', async () => {
    await signedInAs(t, 'editor');
    consolePage();
    expect(await screen.findByRole('link', { name: /كتب معروضة$/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'المبيعات' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
