import { describe, expect, it } from 'vitest';
import { enquiriesFrom } from './test-enquiries.ts';
import { setUpRightsTest } from './test-setup.ts';

/* Every field of the rights enquiry form is checked, each refusal named on its field in the request's language. */

const { ctx, call, books, body, mailsOf } = setUpRightsTest();

const refused = async (sent: unknown, lang: 'ar' | 'en') => {
  const res = await call('POST', '/rights/enquiries', { body: sent, lang });
  expect(res.statusCode, res.body).toBe(422);
  return res.json();
};

describe('the rights enquiry form’s checks', () => {
  it('names every missing field', async () => {
    expect(await refused({}, 'en')).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: {
        book_id: ['This field is required'],
        territories: ['This field is required'],
        language: ['This field is required'],
        format: ['This field is required'],
        company: ['This field is required'],
        contact_name: ['This field is required'],
        email: ['This field is required'],
      },
    });
    const ar = await refused({ ...body(), company: '  ', contact_name: '' }, 'ar');
    expect(ar).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { company: ['هذا الحقل مطلوب'], contact_name: ['هذا الحقل مطلوب'] },
    });
  });

  const wrong = {
    book_id: 1.5,
    territories: [],
    language: 'xx',
    format: 'film',
    print_run: 0,
    company: 'x'.repeat(201),
    contact_name: 'x'.repeat(121),
    email: 'rights@',
    phone: '12',
    message: 'x'.repeat(5001),
  };

  it('refuses each wrong value with its own message, in English', async () => {
    expect((await refused(wrong, 'en')).errors).toEqual({
      book_id: ['Choose a book from the catalogue'],
      territories: ['Choose the territory: the whole world, or at least one country'],
      language: ['Choose the language of the edition from the list'],
      format: ['Choose the format: print, e-book, audio or all formats'],
      print_run: ['The print run is a whole number of copies from 1 to 10,000,000'],
      company: ['The number of characters must be at most 200'],
      contact_name: ['The number of characters must be at most 120'],
      email: ['The e-mail address is not valid'],
      phone: ['The phone number is not valid'],
      message: ['The number of characters must be at most 5,000'],
    });
  });

  it('refuses each wrong value with its own message, in Arabic', async () => {
    expect((await refused(wrong, 'ar')).errors).toEqual({
      book_id: ['اختر كتاباً من فهرس الدار'],
      territories: ['اختر الإقليم: العالم كله أو بلداً واحداً على الأقل'],
      language: ['اختر لغة الطبعة من القائمة'],
      format: ['اختر الشكل: مطبوع أو إلكتروني أو صوتي أو الأشكال كلها'],
      print_run: ['عدد النسخ عدد صحيح من 1 إلى 10,000,000'],
      company: ['يجب ألا يزيد عدد الأحرف على 200'],
      contact_name: ['يجب ألا يزيد عدد الأحرف على 120'],
      email: ['البريد الإلكتروني غير صالح'],
      phone: ['رقم الهاتف غير صالح'],
      message: ['يجب ألا يزيد عدد الأحرف على 5,000'],
    });
  });

  it('refuses a territory that mixes the world with countries, or names no country', async () => {
    expect((await refused(body({ territories: ['world', 'TR'] }), 'en')).errors).toEqual({
      territories: ['The whole world includes every country: choose it alone, or choose the countries'],
    });
    expect((await refused(body({ territories: ['world', 'TR'] }), 'ar')).errors).toEqual({
      territories: ['العالم كله يشمل كل البلدان: اختره وحده أو اختر البلدان'],
    });
    expect((await refused(body({ territories: ['Turkey'] }), 'en')).errors).toEqual({
      territories: ['The territory names an unknown country: choose the countries from the list'],
    });
  });

  it('refuses a country the shop does not list and a book it does not show, as the form does', async () => {
    expect((await refused(body({ territories: ['TR', 'ZZ'] }), 'ar')).errors).toEqual({
      territories: ['في الإقليم بلد غير معروف: اختر البلدان من القائمة'],
    });
    expect((await refused(body({ book_id: books.hidden.id }), 'en')).errors).toEqual({
      book_id: ['Choose a book from the catalogue'],
    });
    expect((await refused(body({ book_id: 999_999 }), 'ar')).errors).toEqual({
      book_id: ['اختر كتاباً من فهرس الدار'],
    });
  });

  it('refuses a print run for an e-book or an audiobook', async () => {
    expect((await refused(body({ format: 'audio', print_run: 2000 }), 'en')).errors).toEqual({
      print_run: ['A print run is for printed editions only'],
    });
    expect((await refused(body({ format: 'ebook', print_run: 2000 }), 'ar')).errors).toEqual({
      print_run: ['عدد النسخ للطبعات المطبوعة وحدها'],
    });
  });

  it('stores nothing and mails nobody when it refuses', async () => {
    const sent = body({ territories: ['ZZ'] });
    await refused(sent, 'en');
    await refused({ ...sent, territories: ['TR'], language: 'xx' }, 'en');
    expect(await enquiriesFrom(ctx.app.db, sent.email)).toEqual([]);
    expect(await mailsOf(sent.email)).toEqual([]);
  });
});
