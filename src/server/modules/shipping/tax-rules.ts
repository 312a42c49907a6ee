import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { taxRules } from '#server/db/schema/shipping.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { StaffTaxRulesQuery, TaxRule, TaxRuleBody, TaxRuleUpdate } from '#shared/contract/shipping.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import { shippingMessages } from './messages.ts';

/*
 * Tax rules as staff keep them: one per country and format (printed, digital), its rate in percent
 * as the console writes it (kept in basis points), its label in each language, and whether it also
 * applies to shipping and to the cash-on-delivery fee.
 */

type RuleRow = typeof taxRules.$inferSelect;

const refused = (field: string, message: { ar: string; en: string }) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

const basisPoints = (percent: number) => Math.round(percent * 100);

async function present(db: Db, rows: RuleRow[]): Promise<TaxRule[]> {
  const codes = await countryCodesById(db, [...new Set(rows.map((row) => row.countryId))]);
  return rows.map((row) => ({
    id: row.id,
    country_id: row.countryId,
    country_code: codes.get(row.countryId) ?? '',
    format: row.format,
    rate: row.rateBp / 100,
    label_ar: row.labelAr,
    label_en: row.labelEn,
    taxes_shipping: row.taxesShipping,
    taxes_cod_fee: row.taxesCodFee,
  }));
}

export async function listTaxRules(db: Db, query: StaffTaxRulesQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const all = await present(db, await db.select().from(taxRules).orderBy(asc(taxRules.id)));
  const search = (query.search ?? '').trim().toLowerCase();
  const found = all.filter(
    (rule) =>
      !search ||
      [rule.country_code, rule.label_ar, rule.label_en].some((t) => t.toLowerCase().includes(search)),
  );
  if (query.sort === 'country') found.sort((a, b) => a.country_code.localeCompare(b.country_code));
  if (query.dir === 'desc') found.reverse();
  return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length, page, perPage };
}

export async function findTaxRule(db: Db, id: number): Promise<TaxRule | null> {
  return (await present(db, await db.select().from(taxRules).where(eq(taxRules.id, id))))[0] ?? null;
}

async function checkUnique(db: Db, countryId: number, format: string, id: number | null) {
  const codes = await countryCodesById(db, [countryId]);
  if (!codes.has(countryId)) throw refused('country_id', shippingMessages.unknownCountry);
  const same = await db
    .select({ id: taxRules.id, format: taxRules.format })
    .from(taxRules)
    .where(eq(taxRules.countryId, countryId));
  if (same.some((rule) => rule.format === format && rule.id !== id)) {
    throw refused('format', shippingMessages.taxRuleExists);
  }
}

export async function createTaxRule(tx: Db, body: TaxRuleBody): Promise<TaxRule> {
  await checkUnique(tx, body.country_id, body.format, null);
  const [row] = await tx
    .insert(taxRules)
    .values({
      countryId: body.country_id,
      format: body.format,
      rateBp: basisPoints(body.rate),
      labelAr: body.label_ar,
      labelEn: body.label_en,
      taxesShipping: body.taxes_shipping,
      taxesCodFee: body.taxes_cod_fee,
    })
    .returning();
  return (await present(tx, [row!]))[0]!;
}

export async function updateTaxRule(tx: Db, id: number, body: TaxRuleUpdate) {
  const [locked] = await tx.select().from(taxRules).where(eq(taxRules.id, id)).for('update');
  if (!locked) return null;
  const before = (await present(tx, [locked]))[0]!;
  await checkUnique(tx, body.country_id ?? locked.countryId, body.format ?? locked.format, id);
  const [row] = await tx
    .update(taxRules)
    .set({
      countryId: body.country_id,
      format: body.format,
      rateBp: body.rate === undefined ? undefined : basisPoints(body.rate),
      labelAr: body.label_ar,
      labelEn: body.label_en,
      taxesShipping: body.taxes_shipping,
      taxesCodFee: body.taxes_cod_fee,
      updatedAt: new Date(),
    })
    .where(eq(taxRules.id, id))
    .returning();
  return { before, after: (await present(tx, [row!]))[0]! };
}

export async function deleteTaxRule(tx: Db, id: number) {
  const rule = await findTaxRule(tx, id);
  if (!rule) return null;
  await tx.delete(taxRules).where(eq(taxRules.id, id));
  return rule;
}
