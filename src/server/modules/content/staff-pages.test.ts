import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* The privacy terms, contact details and SEO texts in the back office: one record each, GET and PUT. */

const t = setUpTestApp();
const call = staffCaller(t);

const hostile =
  '<p>نص <strong>آمن</strong></p><img src=x onerror=alert(1)><script>window.__pwned = true</script>' +
  '<p style="color:red" onclick="alert(2)">ثان</p><a href="javascript:alert(3)">رابط</a>' +
  '<a href="jav&#x09;ascript:alert(4)">آخر</a><a href="data:text/html,x">بيانات</a>';
const hostileCleaned = '<p>نص <strong>آمن</strong></p><p>ثان</p><a>رابط</a><a>آخر</a><a>بيانات</a>';

async function activity(entity: string) {
  const admin = await signedInStaff(t, 'admin');
  const res = await call('GET', `/staff/activity?entity=${entity}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ action: string; before: unknown; after: unknown; staff_id: number }>;
}

describe('the privacy terms', () => {
  it('reads as empty fields before there are any, for every role', async () => {
    const orders = await signedInStaff(t, 'orders');
    const res = await call('GET', '/staff/pages/privacy', { token: orders.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { title_ar: '', title_en: '', description_ar: '', description_en: '' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/our-terms')).statusCode).toBe(404);
  });

  it('creates them cleaned of scripts, handlers, styles and unsafe links, and the shop shows them at once', async () => {
    const editor = await signedInStaff(t, 'editor');
    const res = await call('PUT', '/staff/pages/privacy', {
      token: editor.token,
      lang: 'en',
      body: {
        title_ar: ' سياسة الخصوصية ',
        title_en: 'Privacy',
        description_ar: hostile,
        description_en: '<p>Hi</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        title_ar: 'سياسة الخصوصية',
        title_en: 'Privacy',
        description_ar: hostileCleaned,
        description_en: '<p>Hi</p>',
      },
      message: 'Privacy terms saved',
    });

    const shop = await call('GET', '/our-terms', { lang: 'ar' });
    expect(shop.json().data).toMatchObject({ title: 'سياسة الخصوصية', description: hostileCleaned });
    expect(shop.json().data.description).not.toMatch(/onerror|<script|style=|javascript|data:/i);
    expect((await call('GET', '/our-terms', { lang: 'en' })).json().data).toMatchObject({
      title: 'Privacy',
      description: '<p>Hi</p>',
    });

    const [entry] = await activity('terms');
    expect(entry).toMatchObject({ action: 'create', staff_id: editor.id, before: null });
    expect(entry.after).toMatchObject({ description_ar: hostileCleaned });
  });

  it('changes only the fields given, logs only what changed, and takes back what GET answers', async () => {
    const editor = await signedInStaff(t, 'editor');
    const current = (await call('GET', '/staff/pages/privacy', { token: editor.token })).json().data;
    const res = await call('PUT', '/staff/pages/privacy', {
      token: editor.token,
      body: { title_en: 'Our privacy' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...current, title_en: 'Our privacy' });
    expect(res.json().message).toBe('تم حفظ سياسة الخصوصية');
    const [latest] = await activity('terms');
    expect(latest).toMatchObject({
      action: 'update',
      before: { title_en: 'Privacy' },
      after: { title_en: 'Our privacy' },
    });

    const again = await call('PUT', '/staff/pages/privacy', { token: editor.token, body: res.json().data });
    expect(again.statusCode, again.body).toBe(200);
    expect(await activity('terms')).toHaveLength(2);
  });

  it('refuses a blank title, text that is empty once cleaned, and wrong types with 422, changing nothing', async () => {
    const editor = await signedInStaff(t, 'editor');
    const before = (await call('GET', '/staff/pages/privacy', { token: editor.token })).json();
    const blank = await call('PUT', '/staff/pages/privacy', {
      token: editor.token,
      lang: 'en',
      body: { title_ar: '   ', description_en: '<p>changed</p>' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { title_ar: ['This field is required'] },
    });
    const onlyHostile = await call('PUT', '/staff/pages/privacy', {
      token: editor.token,
      lang: 'ar',
      body: { description_ar: '<img src=x onerror=alert(1)><script>alert(1)</script>', title_en: 'changed' },
    });
    expect(onlyHostile.statusCode).toBe(422);
    expect(onlyHostile.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { description_ar: ['هذا الحقل مطلوب'] },
    });
    const wrongTypes = await call('PUT', '/staff/pages/privacy', {
      token: editor.token,
      body: { title_ar: 5, description_en: ['x'] },
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(['description_en', 'title_ar']);
    const notJson = await call('PUT', '/staff/pages/privacy', {
      token: editor.token,
      headers: { 'content-type': 'application/json' },
      body: '{"title_ar":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await call('GET', '/staff/pages/privacy', { token: editor.token })).json()).toEqual(before);
  });

  it('lets only admins and editors write, and no one without a staff token read', async () => {
    const orders = await signedInStaff(t, 'orders');
    const res = await call('PUT', '/staff/pages/privacy', {
      token: orders.token,
      lang: 'en',
      body: { title_en: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    expect((await call('GET', '/staff/pages/privacy')).statusCode).toBe(401);
    expect((await call('PUT', '/staff/pages/seo', { token: 'not-a-token', body: {} })).statusCode).toBe(401);
    const admin = await signedInStaff(t, 'admin');
    expect((await call('PUT', '/staff/pages/privacy', { token: admin.token, body: {} })).statusCode).toBe(
      200,
    );
  });
});

describe('the contact details', () => {
  const valid = {
    title_ar: 'تواصل معنا',
    title_en: 'Contact us',
    description_ar: '<p>من الأحد إلى الخميس</p><iframe src="https://evil.example"></iframe>',
    description_en: '<p>Sunday to Thursday</p>',
    phone: '+962 6 555 0100',
    email: ' Info@Example.com ',
    map_link: 'https://www.google.com/maps/embed?pb=!1m18',
    qr_link: 'www.example.com/ar',
  };

  it('creates record 1, the one the contact page reads, cleaned, and the shop shows it at once', async () => {
    const editor = await signedInStaff(t, 'editor');
    const res = await call('PUT', '/staff/pages/contact', { token: editor.token, lang: 'en', body: valid });
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...valid, description_ar: '<p>من الأحد إلى الخميس</p>', email: 'info@example.com' };
    expect(res.json()).toEqual({ data: saved, message: 'Contact details saved' });
    expect((await call('GET', '/staff/pages/contact', { token: editor.token })).json().data).toEqual(saved);
    const shop = await call('GET', '/contact-us/1', { lang: 'en' });
    expect(shop.json().data).toMatchObject({
      id: 1,
      title: 'Contact us',
      phone: valid.phone,
      email: saved.email,
    });
  });

  it('takes an emptied e-mail as none, and leaves out the map and the QR code when they are emptied', async () => {
    const editor = await signedInStaff(t, 'editor');
    const res = await call('PUT', '/staff/pages/contact', {
      token: editor.token,
      body: { email: '', map_link: '', qr_link: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: null, map_link: '', qr_link: '', title_ar: 'تواصل معنا' });
    expect((await call('GET', '/contact-us/1')).json().data).toMatchObject({ email: null, map_link: '' });
  });

  it('refuses maps outside the framed hosts or not https, script and bare QR links, bad phones and e-mails', async () => {
    const editor = await signedInStaff(t, 'editor');
    const before = (await call('GET', '/staff/pages/contact', { token: editor.token })).json();
    const res = await call('PUT', '/staff/pages/contact', {
      token: editor.token,
      lang: 'en',
      body: {
        title_en: 'changed',
        map_link: 'http://www.google.com/maps/embed',
        qr_link: 'javascript:alert(1)',
        phone: 'call us',
        email: 'not-an-address',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      map_link: [
        'The map link starts with https:// and comes from Google Maps or OpenStreetMap (the embed link)',
      ],
      qr_link: ['The QR code link is not a valid web address'],
      phone: ['The phone number is not valid'],
      email: ['The e-mail address is not valid'],
    });
    for (const map_link of [
      'https://evil.example/maps',
      'javascript:alert(1)',
      'https://www.google.com.evil.example/',
    ]) {
      const refused = await call('PUT', '/staff/pages/contact', { token: editor.token, body: { map_link } });
      expect(refused.statusCode, map_link).toBe(422);
    }
    expect((await call('GET', '/staff/pages/contact', { token: editor.token })).json()).toEqual(before);
  });
});

describe('the SEO texts', () => {
  it('creates and changes them, and the shop’s next page title reads the change', async () => {
    const editor = await signedInStaff(t, 'editor');
    const body = {
      title_ar: 'دار الكتاب',
      title_en: 'Book House',
      description_ar: 'كتب عربية',
      description_en: 'Arabic books',
      keywords_ar: 'كتب، روايات',
      keywords_en: 'books, novels',
    };
    const created = await call('PUT', '/staff/pages/seo', { token: editor.token, lang: 'en', body });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ data: body, message: 'SEO texts saved' });
    const changed = await call('PUT', '/staff/pages/seo', {
      token: editor.token,
      body: { title_en: 'The House' },
    });
    expect(changed.json().data).toEqual({ ...body, title_en: 'The House' });
    expect((await call('GET', '/seos', { lang: 'en' })).json().data).toMatchObject({
      title: 'The House',
      keywords: 'books, novels',
    });
    const [update, create] = await activity('seo');
    expect(update).toMatchObject({
      action: 'update',
      before: { title_en: 'Book House' },
      after: { title_en: 'The House' },
    });
    expect(create).toMatchObject({ action: 'create', after: body });
  });

  it('refuses a blank Arabic title and over-long texts with 422, changing nothing', async () => {
    const editor = await signedInStaff(t, 'editor');
    const before = (await call('GET', '/staff/pages/seo', { token: editor.token })).json();
    const res = await call('PUT', '/staff/pages/seo', {
      token: editor.token,
      lang: 'en',
      body: { title_ar: '', keywords_en: 'k'.repeat(1001) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title_ar).toEqual(['This field is required']);
    expect(res.json().errors.keywords_en).toHaveLength(1);
    expect((await call('GET', '/staff/pages/seo', { token: editor.token })).json()).toEqual(before);
  });
});
