import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* The seller as invoices name it: every member reads it, admins change it, each change logged. */

const t = setUpTestApp();
const call = staffCaller(t);

const empty = {
  seller_name_ar: '',
  seller_name_en: '',
  seller_address_ar: '',
  seller_address_en: '',
  tax_number: '',
};

describe('invoice settings', () => {
  it('reads empty at first, then keeps what an admin sets, logs the change, and shows it to every member', async () => {
    const admin = await signedInStaff(t, 'admin');
    const first = await call('GET', '/staff/invoice-settings', { token: admin.token });
    expect(first.json()).toEqual({ data: empty });
    const saved = await call('PUT', '/staff/invoice-settings', {
      token: admin.token,
      lang: 'en',
      body: { seller_name_ar: '  دار الكتاب العربي للنشر ', tax_number: '310123456700003' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = { ...empty, seller_name_ar: 'دار الكتاب العربي للنشر', tax_number: '310123456700003' };
    expect(saved.json()).toEqual({ data, message: 'The invoice settings are saved' });
    const arabic = await call('PUT', '/staff/invoice-settings', {
      token: admin.token,
      lang: 'ar',
      body: { seller_address_en: 'Amman, Jordan' },
    });
    expect(arabic.json().message).toBe('تم حفظ إعدادات الفواتير');
    const log = await t.database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.entity, 'invoice_settings'))
      .orderBy(asc(staffActivity.id));
    expect(log.map(({ before, after }) => ({ before, after }))).toEqual([
      {
        before: { seller_name_ar: '', tax_number: '' },
        after: { seller_name_ar: 'دار الكتاب العربي للنشر', tax_number: '310123456700003' },
      },
      { before: { seller_address_en: '' }, after: { seller_address_en: 'Amman, Jordan' } },
    ]);
    const editor = await signedInStaff(t, 'editor');
    const read = await call('GET', '/staff/invoice-settings', { token: editor.token });
    expect(read.json().data).toEqual({ ...data, seller_address_en: 'Amman, Jordan' });
    const refused = await call('PUT', '/staff/invoice-settings', { token: editor.token, body: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a tax number with other characters or longer than 20, in the member’s language', async () => {
    const admin = await signedInStaff(t, 'admin');
    for (const [tax_number, lang, message] of [
      ['310 123', 'en', 'A tax number has only Latin letters, digits and dashes, 20 at most'],
      ['3'.repeat(21), 'en', 'A tax number has only Latin letters, digits and dashes, 20 at most'],
      ['٣١٠١٢٣', 'ar', 'الرقم الضريبي أحرف لاتينية وأرقام وشرطات فقط، 20 على الأكثر'],
    ] as const) {
      const res = await call('PUT', '/staff/invoice-settings', {
        token: admin.token,
        lang,
        body: { tax_number },
      });
      expect(res.statusCode, tax_number).toBe(422);
      expect(res.json().errors.tax_number, tax_number).toEqual([message]);
    }
  });
});
