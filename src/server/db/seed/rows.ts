import countryNames from 'i18n-iso-countries';
import type { Db } from '#server/db/client.ts';
import * as s from '#server/db/schema/index.ts';
import { forgetReferenceLists } from '#server/modules/reference/index.ts';
import { hashPassword } from '#server/services/passwords.ts';
import { rateToMicros } from '#shared/contract/currency.ts';
import { seedBoxSets } from './box-sets.ts';
import * as data from './data/index.ts';
import {
  bookPdfKey,
  contentImageKey,
  contentPdfKey,
  contentSets,
  coverKey,
  linkImageKey,
  linkRows,
} from './keys.ts';
import { seedMarkets } from './markets.ts';
import { seedRightsTitles } from './rights.ts';
import { seedShipping } from './shipping.ts';
import { overwriteWithExcluded, resetSequences } from './upsert.ts';

const byKey = <T extends { key: string; id: number }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.key as string, row.id]));

/** The phone picker of the spec leaves this code out; the country list follows it. */
const EXCLUDED_COUNTRIES = new Set(['IL']);

export function countryRows() {
  const ar = countryNames.getNames('ar', { select: 'official' });
  const en = countryNames.getNames('en', { select: 'official' });
  return Object.keys(en)
    .filter((code) => !EXCLUDED_COUNTRIES.has(code) && ar[code])
    .sort()
    .map((code) => ({ code, nameAr: ar[code]!, nameEn: en[code]! }));
}

function bookRows() {
  const cover = byKey(data.coverTypes);
  const writer = byKey(data.writers);
  const category = byKey(data.categories);
  return data.books.map((b) => ({
    titleAr: b.titleAr,
    titleEn: b.titleEn,
    subtitleAr: data.bookSubjects(b.isbn).subtitleAr,
    subtitleEn: data.bookSubjects(b.isbn).subtitleEn,
    themaCodes: data.bookSubjects(b.isbn).thema,
    descriptionAr: b.descriptionAr,
    descriptionEn: b.descriptionEn,
    topicAr: b.topicAr,
    topicEn: b.topicEn,
    publishYear: b.year,
    pages: b.pages,
    pdfPriceCents: b.pdfPrice,
    hardcopyPriceCents: b.hardPrice,
    stock: b.stock,
    isbn: b.isbn,
    weightGrams: b.weight,
    dimensions: b.dimensions,
    // The catalogue writes its sizes in centimetres; English pages read the unit in English.
    dimensionsEn: b.dimensions.replace(/\s*سم$/, ' cm'),
    coverTypeId: cover.get(b.cover)!,
    writerId: writer.get(b.writer)!,
    categoryId: category.get(b.category)!,
    seriesId: data.seriesPlace(b.isbn)?.seriesId ?? null,
    seriesNumber: data.seriesPlace(b.isbn)?.seriesNumber ?? null,
    image: coverKey(b.isbn),
    pdfFile: b.pdfPrice > 0 ? bookPdfKey(b.isbn) : null,
    comingSoon: b.comingSoon ?? false,
    mostPopular: b.mostPopular ?? false,
    active: true,
    updatedAt: new Date(),
  }));
}

const paragraphs = (list: string[]) => list.map((p) => `<p>${p}</p>`).join('');

async function seedCatalogue(db: Db) {
  await db
    .insert(s.coverTypes)
    .values(data.coverTypes.map(({ id, nameAr, nameEn }) => ({ id, nameAr, nameEn })))
    .onConflictDoUpdate({ target: s.coverTypes.id, set: overwriteWithExcluded(s.coverTypes) });
  await db
    .insert(s.bookCategories)
    .values(data.categories.map(({ id, titleAr, titleEn }) => ({ id, titleAr, titleEn, sort: id })))
    .onConflictDoUpdate({ target: s.bookCategories.id, set: overwriteWithExcluded(s.bookCategories) });
  await db
    .insert(s.writers)
    .values(
      data.writers.map(({ id, key, nameAr, nameEn }) => {
        const { bioAr, bioEn, bornYear, diedYear } = data.writerLives[key];
        return { id, nameAr, nameEn, bioAr, bioEn, bornYear, diedYear };
      }),
    )
    .onConflictDoUpdate({ target: s.writers.id, set: overwriteWithExcluded(s.writers) });
  await db
    .insert(s.bookSeries)
    .values(data.series.map(({ id, nameAr, nameEn }) => ({ id, nameAr, nameEn })))
    .onConflictDoUpdate({ target: s.bookSeries.id, set: overwriteWithExcluded(s.bookSeries) });
  await db
    .insert(s.books)
    .values(bookRows())
    .onConflictDoUpdate({ target: s.books.isbn, set: overwriteWithExcluded(s.books) });
}

/** The Ramadan news's sale, running now: its times move with each seed. */
async function seedSale(db: Db) {
  const { daysBefore, daysAfter, ...sale } = data.ramadanSale;
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  await db
    .insert(s.sales)
    .values({
      ...sale,
      startsAt: new Date(hour - daysBefore * 86_400_000),
      endsAt: new Date(hour + daysAfter * 86_400_000),
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({ target: s.sales.id, set: overwriteWithExcluded(s.sales) });
}

async function seedContent(db: Db) {
  for (const set of contentSets) {
    const table = set.folder === 'akhbars' ? s.akhbars : s.articles;
    await db
      .insert(table)
      .values(
        set.items.map((item) => ({
          id: item.id,
          titleAr: item.titleAr,
          titleEn: item.titleEn,
          descriptionAr: paragraphs(item.paragraphsAr),
          descriptionEn: paragraphs(item.paragraphsEn),
          articleDate: item.date,
          issueNumber: item.issueNumber,
          image: contentImageKey(set.folder, item.id),
          pdf: contentPdfKey(set.folder, item.id),
        })),
      )
      .onConflictDoUpdate({ target: table.id, set: overwriteWithExcluded(table) });
  }
}

async function seedSite(db: Db) {
  await db
    .insert(s.terms)
    .values(data.terms)
    .onConflictDoUpdate({ target: s.terms.id, set: overwriteWithExcluded(s.terms) });
  await db
    .insert(s.seos)
    .values(data.seo)
    .onConflictDoUpdate({ target: s.seos.id, set: overwriteWithExcluded(s.seos) });
  await db
    .insert(s.contactInfo)
    .values(data.contact)
    .onConflictDoUpdate({ target: s.contactInfo.id, set: overwriteWithExcluded(s.contactInfo) });
  await db
    .insert(s.socialMedias)
    .values(data.socialMedias.map((entry) => ({ ...entry, sort: entry.id })))
    .onConflictDoUpdate({ target: s.socialMedias.id, set: overwriteWithExcluded(s.socialMedias) });
  await db
    .insert(s.linkTypes)
    .values(data.linkTypes.map(({ id, titleAr, titleEn }) => ({ id, titleAr, titleEn, sort: id })))
    .onConflictDoUpdate({ target: s.linkTypes.id, set: overwriteWithExcluded(s.linkTypes) });
  await db
    .insert(s.links)
    .values(
      linkRows.map(({ id, linkTypeId, nameAr, nameEn, link }) => ({
        id,
        linkTypeId,
        nameAr,
        nameEn,
        link,
        image: linkImageKey(id),
      })),
    )
    .onConflictDoUpdate({ target: s.links.id, set: overwriteWithExcluded(s.links) });
  await db
    .insert(s.countries)
    .values(countryRows())
    .onConflictDoUpdate({ target: s.countries.code, set: overwriteWithExcluded(s.countries) });
  await db
    .insert(s.paymentTypes)
    .values(data.paymentTypes.map((type) => ({ ...type, active: true })))
    .onConflictDoUpdate({ target: s.paymentTypes.id, set: overwriteWithExcluded(s.paymentTypes) });
  // Rates staff have set since are kept.
  await db
    .insert(s.currencyRates)
    .values(data.currencyRates.map(({ code, rate }) => ({ code, rateMicros: rateToMicros(rate) })))
    .onConflictDoNothing({ target: s.currencyRates.code });
}

/**
 * What every shop needs to take an order, demo or not: the countries and the payment types. Added when
 * missing, never overwritten; run on every start, production included.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(s.countries).values(countryRows()).onConflictDoNothing({ target: s.countries.code });
    await t
      .insert(s.paymentTypes)
      .values(data.paymentTypes.map((type) => ({ ...type, active: true })))
      .onConflictDoNothing();
    await resetSequences(t, [s.paymentTypes]);
  });
  forgetReferenceLists(db);
}

/** Created once; a later seed leaves the account (and any password change) alone. */
async function seedDemoClient(db: Db) {
  const { password, ...client } = data.demoClient;
  const existing = await db.query.clients.findFirst({ where: (c, { eq }) => eq(c.email, client.email) });
  if (existing) return;
  await db
    .insert(s.clients)
    .values({ ...client, passwordHash: await hashPassword(password), active: true, language: 'ar' })
    .onConflictDoNothing({ target: s.clients.email });
}

/** Likewise created once: a later seed keeps the member's role and password as they were changed. */
async function seedDemoStaff(db: Db) {
  const { password, ...member } = data.demoStaff;
  const existing = await db.query.staffUsers.findFirst({ where: (u, { eq }) => eq(u.email, member.email) });
  if (existing) return;
  await db
    .insert(s.staffUsers)
    .values({ ...member, passwordHash: await hashPassword(password), active: true })
    .onConflictDoNothing({ target: s.staffUsers.email });
}

/**
 * The demo's coupon code, 10% off every book with no end, on top of the Ramadan sale's prices (the
 * code and the sale are one Ramadan offer); created once, as staff may change it.
 */
async function seedDemoCoupon(db: Db) {
  await db
    .insert(s.coupons)
    .values({ code: 'RAMADAN10', percentBp: 1000, combinesWithSale: true })
    .onConflictDoNothing();
}

/** Inserts or updates every demo row, in one transaction. */
export async function seedRows(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedCatalogue(t);
    await seedBoxSets(t);
    await seedRightsTitles(t);
    await seedSale(t);
    await seedContent(t);
    await seedSite(t);
    await seedShipping(t);
    await seedMarkets(t);
    await seedDemoClient(t);
    await seedDemoStaff(t);
    await seedDemoCoupon(t);
    await resetSequences(t, [
      s.coverTypes,
      s.bookCategories,
      s.writers,
      s.bookSeries,
      s.sales,
      s.akhbars,
      s.articles,
      s.terms,
      s.seos,
      s.contactInfo,
      s.socialMedias,
      s.linkTypes,
      s.links,
      s.paymentTypes,
      s.shippingZones,
    ]);
  });
  forgetReferenceLists(db);
}
