import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as s from '#server/db/schema/index.ts';
import { argon2, verifyPassword } from '#server/services/passwords.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { books as demoBooks, demoClient, demoStaff, isValidIsbn13 } from './data/index.ts';
import { seedDemo } from './index.ts';

const tables = {
  books: s.books,
  categories: s.bookCategories,
  writers: s.writers,
  coverTypes: s.coverTypes,
  akhbars: s.akhbars,
  articles: s.articles,
  terms: s.terms,
  seos: s.seos,
  contactInfo: s.contactInfo,
  socialMedias: s.socialMedias,
  linkTypes: s.linkTypes,
  links: s.links,
  countries: s.countries,
  paymentTypes: s.paymentTypes,
  clients: s.clients,
  staff: s.staffUsers,
  shippingZones: s.shippingZones,
  shippingRates: s.shippingRates,
  zoneCountries: s.shippingZoneCountries,
  taxRules: s.taxRules,
  currencyRates: s.currencyRates,
  sales: s.sales,
  coupons: s.coupons,
  rightsTitles: s.rightsTitles,
  boxSets: s.boxSets,
  boxSetBooks: s.boxSetBooks,
};

const ctx = setUpTestApp({}, { seed: true });

async function counts() {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await ctx.database.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

describe('demo seed', () => {
  it('fills every table with the demo catalogue', async () => {
    const n = await counts();
    expect(n.books).toBeGreaterThanOrEqual(60);
    expect(n.categories).toBeGreaterThanOrEqual(8);
    expect(n.writers).toBeGreaterThanOrEqual(15);
    expect(n.akhbars).toBe(12);
    expect(n.articles).toBe(12);
    expect(n.linkTypes).toBe(3);
    expect(n.links).toBeGreaterThanOrEqual(9);
    expect(n.terms).toBe(1);
    expect(n.seos).toBe(1);
    expect(n.contactInfo).toBe(1);
    expect(n.socialMedias).toBeGreaterThanOrEqual(5);
    expect(n.countries).toBeGreaterThan(200);
    expect(n.clients).toBe(1);
    expect(n.staff).toBe(1);
    expect(n.currencyRates).toBe(8);
    expect(n.rightsTitles).toBe(6);
    expect([n.boxSets, n.boxSetBooks]).toEqual([2, 6]);
  });

  it('sells two box sets, printed and PDF, each below its books bought one by one during the sale', async () => {
    for (const [id, format] of [
      [1, 'hardcopy'],
      [2, 'pdf'],
    ] as const) {
      const res = await ctx.app.inject({ url: `/api/box-sets/${id}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, res.body).toBe(200);
      const box = res.json().data;
      expect(box).toMatchObject({ format, available: true });
      expect(box.books).toHaveLength(3);
      expect(box.saving).toBeGreaterThan(0);
    }
  });

  it('runs the Ramadan sale its news announces: 20% off every book, now', async () => {
    const [sale] = await ctx.database.db.select().from(s.sales);
    expect(sale).toMatchObject({
      nameAr: 'تخفيضات رمضان',
      nameEn: 'Ramadan sale',
      scope: 'all',
      percent: 20,
    });
    expect(sale!.startsAt.getTime()).toBeLessThan(Date.now());
    expect(sale!.endsAt.getTime()).toBeGreaterThan(Date.now());
    const [news] = await ctx.database.db
      .select()
      .from(s.akhbars)
      .where(eq(s.akhbars.titleEn, 'Ramadan sale: 20% off every book'));
    expect(news).toBeDefined();
    const book = demoBooks.find((b) => b.hardPrice > 0 && b.pdfPrice > 0 && !b.comingSoon)!;
    const [row] = await ctx.database.db.select().from(s.books).where(eq(s.books.isbn, book.isbn));
    const res = await ctx.app.inject({ url: `/api/books/${row!.id}`, headers: { 'accept-language': 'en' } });
    expect(res.json().data).toMatchObject({
      hardcopy_price: Math.round(book.hardPrice * 0.8) / 100,
      regular_hardcopy_price: book.hardPrice / 100,
      pdf_price: Math.round(book.pdfPrice * 0.8) / 100,
      sale: { name: 'Ramadan sale', ends_at: sale!.endsAt.toISOString() },
    });
  });

  it('leaves the same rows when run again', async () => {
    const before = await counts();
    const [book] = await ctx.database.db.select().from(s.books).where(eq(s.books.isbn, demoBooks[0]!.isbn));
    // The costly part of a seed, hashing the demo accounts' passwords, is not done again.
    const hash = vi.spyOn(argon2, 'hash');
    onTestFinished(() => hash.mockRestore());
    await seedDemo(ctx.database.db, ctx.config, { media: false });
    expect(hash).not.toHaveBeenCalled();
    expect(await counts()).toEqual(before);
    const [again] = await ctx.database.db.select().from(s.books).where(eq(s.books.isbn, demoBooks[0]!.isbn));
    expect(again!.id).toBe(book!.id);
    expect(again!.titleAr).toBe(book!.titleAr);
  });

  it('seeds payment types 1 credit card and 2 cash on delivery for hard copies only', async () => {
    const rows = await ctx.database.db.select().from(s.paymentTypes).orderBy(s.paymentTypes.id);
    expect(rows.map((r) => [r.id, r.code, r.titleAr, r.titleEn, r.hardCopyOnly])).toEqual([
      [1, 'card', 'بطاقة ائتمان', 'Credit card', false],
      [2, 'cod', 'الدفع عند الاستلام', 'Cash on delivery', true],
    ]);
  });

  it('ships to Jordan, Saudi Arabia, the other Gulf states, Egypt and the rest of the world, every country in one zone', async () => {
    const db = ctx.database.db;
    const zones = await db.select().from(s.shippingZones).orderBy(s.shippingZones.id);
    expect(zones.map((zone) => zone.nameEn)).toEqual([
      'Jordan',
      'Saudi Arabia',
      'Other Gulf states',
      'Egypt',
      'Rest of the world',
    ]);
    const members = await db
      .select({ code: s.countries.code, zoneId: s.shippingZoneCountries.zoneId })
      .from(s.countries)
      .leftJoin(s.shippingZoneCountries, eq(s.shippingZoneCountries.countryId, s.countries.id));
    expect(members.filter((member) => member.zoneId === null)).toEqual([]);
    const zoneOf = (code: string) => members.find((member) => member.code === code)!.zoneId;
    expect(['JO', 'SA', 'AE', 'EG', 'FR'].map(zoneOf)).toEqual([1, 2, 3, 4, 5]);
    expect(['KW', 'QA', 'BH', 'OM'].map(zoneOf)).toEqual([3, 3, 3, 3]);
    const rates = await db.select().from(s.shippingRates);
    const halfKilo = (zoneId: number) =>
      rates.find((r) => r.zoneId === zoneId && r.maxGrams === 500)!.priceCents;
    // Jordan about 2 JOD, the Gulf more, the rest of the world most.
    expect(halfKilo(1)).toBe(280);
    expect(halfKilo(1)).toBeLessThan(halfKilo(2));
    expect(halfKilo(2)).toBeLessThan(halfKilo(5));
    expect(zones.filter((zone) => zone.codOffered).map((zone) => zone.nameEn)).toEqual([
      'Jordan',
      'Saudi Arabia',
    ]);
  });

  it('charges Saudi Arabia 15% VAT on printed and digital books, the UAE 5% and Egypt 14% on digital ones, and quotes it', async () => {
    const rules = await ctx.database.db
      .select({ code: s.countries.code, format: s.taxRules.format, rateBp: s.taxRules.rateBp })
      .from(s.taxRules)
      .innerJoin(s.countries, eq(s.countries.id, s.taxRules.countryId))
      .orderBy(s.taxRules.format, s.countries.code);
    expect(rules).toEqual([
      { code: 'AE', format: 'digital', rateBp: 500 },
      { code: 'EG', format: 'digital', rateBp: 1400 },
      { code: 'SA', format: 'digital', rateBp: 1500 },
      { code: 'SA', format: 'printed', rateBp: 1500 },
    ]);
    const [saudi] = await ctx.database.db.select().from(s.countries).where(eq(s.countries.code, 'SA'));
    const book = demoBooks.find((b) => b.hardPrice > 0 && b.stock > 0 && !b.comingSoon)!;
    const [row] = await ctx.database.db.select().from(s.books).where(eq(s.books.isbn, book.isbn));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: { 'accept-language': 'en' },
      payload: {
        is_hard_copy: true,
        payment_type_id: 1,
        shipping_country_id: saudi!.id,
        books: [{ book_id: row!.id }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.tax_lines).toEqual([{ label: 'VAT', rate: 15, amount: data.tax }]);
    expect(data.weight_grams).toBe(book.weight + 60);
    // The Ramadan sale runs in the demo: 20% off the book's price.
    const salePrice = Math.round(book.hardPrice * 0.8);
    // In riyals, the Saudi market's currency (decision 110): 3.75 a dollar, rounded up to the next .95.
    const halalas = Math.round(salePrice * 3.75);
    const riyals = Math.max(0, Math.ceil((halalas - 95) / 100)) * 100 + 95;
    expect(data).toMatchObject({ currency: 'SAR', subtotal: riyals / 100 });
    expect(data.tax).toBe(Math.round(((riyals + Math.round(data.shipping_price * 100)) * 15) / 100) / 100);
  });

  it('offers the code RAMADAN10, 10% off the Ramadan sale’s prices with no end, and quotes it whatever its case', async () => {
    const [coupon] = await ctx.database.db.select().from(s.coupons).where(eq(s.coupons.code, 'RAMADAN10'));
    expect(coupon).toMatchObject({
      percentBp: 1000,
      endsAt: null,
      maxUses: null,
      active: true,
      combinesWithSale: true,
    });
    const [jordan] = await ctx.database.db.select().from(s.countries).where(eq(s.countries.code, 'JO'));
    const book = demoBooks.find((b) => b.hardPrice > 0 && b.stock > 0 && !b.comingSoon)!;
    const [row] = await ctx.database.db.select().from(s.books).where(eq(s.books.isbn, book.isbn));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: { 'accept-language': 'en' },
      payload: {
        is_hard_copy: true,
        payment_type_id: 1,
        shipping_country_id: jordan!.id,
        books: [{ book_id: row!.id }],
        coupon_code: 'ramadan10',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 20% off in the sale, halves up, then 10% of that, halves up.
    const salePrice = Math.floor((book.hardPrice * 80 + 50) / 100);
    expect(res.json().data).toMatchObject({
      coupon_code: 'RAMADAN10',
      subtotal: salePrice / 100,
      discount: Math.floor((salePrice + 5) / 10) / 100,
    });
  });

  it('names the publisher as the seller on invoices, for it to confirm in the console', async () => {
    const [seller] = await ctx.database.db.select().from(s.invoiceSettings);
    expect(seller).toMatchObject({
      sellerNameEn: 'Arab Book House for Publishing and Distribution',
      taxNumber: '300000000000003',
    });
    expect(seller!.sellerNameAr).toMatch(/دار الكتاب العربي/);
    expect(seller!.sellerAddressAr).toMatch(/عمّان/);
    expect(seller!.sellerAddressEn).toMatch(/Amman/);
  });

  it('names countries in Arabic and English and leaves out IL', async () => {
    const rows = await ctx.database.db.select().from(s.countries);
    const jordan = rows.find((r) => r.code === 'JO');
    expect(jordan).toMatchObject({ nameEn: 'Jordan' });
    expect(jordan!.nameAr).toMatch(/الأردن/);
    expect(rows.every((r) => /[\u0600-\u06FF]/.test(r.nameAr))).toBe(true);
    expect(rows.some((r) => r.code === 'IL')).toBe(false);
  });

  it('stores contact info 1 with an embeddable map and a QR link without scheme', async () => {
    const [info] = await ctx.database.db.select().from(s.contactInfo).where(eq(s.contactInfo.id, 1));
    expect(info!.phone).toBe('+962 6 555 0100');
    expect(info!.mapLink).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?/);
    expect(info!.qrLink).not.toMatch(/^https?:/);
  });

  it('points books at their cover, and only digital books at a private PDF', async () => {
    const rows = await ctx.database.db.select().from(s.books);
    for (const row of rows) {
      expect(row.image).toBe(`covers/${row.isbn}.png`);
      expect(row.pdfFile).toBe(row.pdfPriceCents > 0 ? `books/${row.isbn}.pdf` : null);
    }
  });

  it('mixes formats and flags in the catalogue', () => {
    const pdfOnly = demoBooks.filter((b) => b.hardPrice === 0);
    const hardOnly = demoBooks.filter((b) => b.pdfPrice === 0);
    expect(pdfOnly.length).toBeGreaterThanOrEqual(5);
    expect(pdfOnly.every((b) => b.stock === 0 && b.pdfPrice > 0)).toBe(true);
    expect(hardOnly.length).toBeGreaterThanOrEqual(5);
    expect(demoBooks.length - pdfOnly.length - hardOnly.length).toBeGreaterThanOrEqual(20);
    expect(demoBooks.filter((b) => b.comingSoon).length).toBeGreaterThanOrEqual(10);
    expect(demoBooks.filter((b) => b.mostPopular).length).toBeGreaterThanOrEqual(8);
    expect(demoBooks.filter((b) => b.hardPrice > 0 && b.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(demoBooks.some((b) => b.pdfPrice === 10)).toBe(true);
    expect(demoBooks.every((b) => isValidIsbn13(b.isbn))).toBe(true);
    expect(new Set(demoBooks.map((b) => b.isbn)).size).toBe(demoBooks.length);
  });

  it('creates the active demo client with an argon2id password', async () => {
    const [client] = await ctx.database.db
      .select()
      .from(s.clients)
      .where(eq(s.clients.email, demoClient.email));
    expect(client).toMatchObject({ name: 'قارئ تجريبي', active: true });
    expect(client!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(client!.passwordHash, 'demo-password-1')).toBe(true);
  });

  it('creates the demo editor of the staff console with an argon2id password', async () => {
    const [member] = await ctx.database.db
      .select()
      .from(s.staffUsers)
      .where(eq(s.staffUsers.email, demoStaff.email));
    expect(member).toMatchObject({ email: 'staff@example.com', role: 'editor', active: true });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member!.passwordHash, 'staff-password-1')).toBe(true);
  });

  it('moves id sequences past the fixed ids', async () => {
    const [writer] = await ctx.database.db
      .insert(s.writers)
      .values({ nameAr: 'كاتب جديد', nameEn: 'New writer' })
      .returning();
    const [{ max }] = (await ctx.database.db.select({ max: sql<number>`max(id)::int` }).from(s.writers)) as [
      { max: number },
    ];
    expect(writer!.id).toBe(max);
    expect(writer!.id).toBeGreaterThan(25);
    await ctx.database.db.delete(s.writers).where(eq(s.writers.id, writer!.id));
  });
});

/** Name of the constraint that refused the write (the driver's error sits under Drizzle's wrapper). */
async function refusedBy(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
  throw new Error('the write was accepted');
}

describe('database constraints', () => {
  const base = { titleAr: 'كتاب اختبار', titleEn: 'Test book' };

  it('refuses a negative stock', async () => {
    expect(
      await refusedBy(ctx.database.db.insert(s.books).values({ ...base, isbn: '9780000000002', stock: -1 })),
    ).toContain('books_stock_non_negative');
  });

  it('refuses a negative price', async () => {
    expect(
      await refusedBy(
        ctx.database.db.insert(s.books).values({ ...base, isbn: '9780000000019', pdfPriceCents: -5 }),
      ),
    ).toContain('books_pdf_price_non_negative');
  });

  it('refuses a duplicate ISBN', async () => {
    expect(
      await refusedBy(ctx.database.db.insert(s.books).values({ ...base, isbn: demoBooks[0]!.isbn })),
    ).toContain('books_isbn_unique');
  });
});
