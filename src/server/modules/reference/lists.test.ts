import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createTestDatabase, setUpTestApp } from '#server/test/harness.ts';
import { databaseKey, referenceLists } from './lists.ts';
import { insertCountries, insertPaymentTypes } from './testing.ts';

/*
 * The countries and payment types are kept in memory per database once read (lists.ts): a quote, an
 * order and its answer name them without asking the database each time.
 */

const ctx = setUpTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

describe('the reference lists kept in memory', () => {
  it('are kept under a key a database shares with its transactions and with no other database', async () => {
    const db = ctx.database.db;
    const other = await createTestDatabase();
    try {
      await db.transaction(async (tx) => {
        expect(databaseKey(tx as unknown as Db)).toBe(databaseKey(db));
        await (tx as unknown as Db).transaction(async (inner) =>
          expect(databaseKey(inner as unknown as Db)).toBe(databaseKey(db)),
        );
      });
      expect(databaseKey(other.db)).not.toBe(databaseKey(db));
    } finally {
      await other.close();
    }
  });

  it('answers the same rows again without reading them, and a read inside a transaction finds them', async () => {
    const first = await referenceLists(ctx.database.db);
    expect(await referenceLists(ctx.database.db)).toBe(first);
    await ctx.database.db.transaction(async (tx) => {
      expect(await referenceLists(tx as unknown as Db)).toBe(first);
    });
  });

  it('shows a country and a payment type added through the helpers at once', async () => {
    await get('/api/countries');
    await get('/api/payment-types');
    await insertCountries(ctx.database.db, [{ code: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait' }]);
    await insertPaymentTypes(ctx.database.db, [{ code: 'knet', titleAr: 'كي نت', titleEn: 'KNET' }]);
    const countries = (await get('/api/countries')).json().data as { code: string }[];
    expect(countries.map((country) => country.code)).toContain('KW');
    const types = (await get('/api/payment-types')).json().data as { title: string }[];
    expect(types.map((type) => type.title)).toContain('KNET');
  });
});
