import { beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { STAFF_ROLES } from '#shared/contract/staff.ts';

/*
 * Who may take the catalogue for the trade (decision 087, docs/staff-roles.md): every staff role, as
 * every role reads the catalogue; nobody without a staff token, a reader included.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' });
const call = staffCaller(t);
const URLS = ['/staff/onix', '/staff/onix/report', '/staff/feeds/google-merchant'];

let staff: string[];
let reader: string;

beforeAll(async () => {
  staff = await Promise.all(STAFF_ROLES.map(async (role) => (await signedInStaff(t, role)).token));
  const client = await insertClient(t.database.db, { name: 'قارئ', email: 'trade-reader@example.com' });
  reader = await issueSession(t.database.db, client.id, { remember: true });
});

describe('the catalogue for the trade', () => {
  it('is given to every staff role that reads the catalogue: admin, editor and orders', async () => {
    expect(STAFF_ROLES).toEqual(['admin', 'editor', 'orders']);
    for (const token of staff) {
      for (const url of URLS) expect((await call('GET', url, { token })).statusCode, url).toBe(200);
    }
  });

  it('turns away a caller without a staff token, and a reader, with 401 and why', async () => {
    for (const token of [undefined, reader]) {
      for (const url of URLS) {
        const res = await call('GET', url, { token, lang: 'en' });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({
          code: 'unauthenticated',
          message: 'Please log in to the staff console',
        });
      }
    }
  });
});
