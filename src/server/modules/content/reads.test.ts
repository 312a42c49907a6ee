import { beforeAll, describe, expect, it } from 'vitest';
import { contactInfo, links, linkTypes, seos, socialMedias, terms } from '#server/db/schema/content.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const ctx = setUpTestApp();

const get = (url: string, lang?: 'ar' | 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

describe('GET /api/seos and /api/our-terms before any text exists', () => {
  it('answers 404 with a localized message and no cache', async () => {
    const ar = await get('/api/seos');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ message: 'بيانات تحسين محركات البحث غير موجودة', code: 'not_found' });
    expect(ar.headers['cache-control']).toBe('no-store');
    expect((await get('/api/seos', 'en')).json().message).toBe('SEO texts not found');
    expect((await get('/api/our-terms')).json().message).toBe('الشروط والأحكام غير موجودة');
    expect((await get('/api/our-terms', 'en')).json().message).toBe('Terms not found');
  });
});

describe('GET /api/social-medias', () => {
  it('lists the entries ordered by sort, cacheable for a minute', async () => {
    await ctx.database.db.insert(socialMedias).values([
      { title: 'X', link: 'https://x.com/shop', icon: 'x', sort: 2 },
      { title: 'Facebook', link: 'https://facebook.com/shop', icon: 'facebook', sort: 1 },
    ]);
    const res = await get('/api/social-medias');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.json()).toEqual({
      data: [
        { id: expect.any(Number), title: 'Facebook', link: 'https://facebook.com/shop', icon: 'facebook' },
        { id: expect.any(Number), title: 'X', link: 'https://x.com/shop', icon: 'x' },
      ],
    });
  });
});

describe('GET /api/contact-us/:id', () => {
  it('answers the record with title and description in the request language', async () => {
    const [row] = await ctx.database.db
      .insert(contactInfo)
      .values({
        titleAr: 'تواصل معنا',
        titleEn: 'Contact us',
        descriptionAr: '<p>نسعد بتواصلكم</p>',
        descriptionEn: '<p>We are glad to hear from you</p>',
        mapLink: 'https://www.google.com/maps/embed?pb=1',
        qrLink: 'shop.example.com',
        phone: '+96170000000',
        email: 'info@shop.example.com',
      })
      .returning();
    const ar = await get(`/api/contact-us/${row.id}`);
    expect(ar.statusCode).toBe(200);
    expect(ar.json()).toEqual({
      data: {
        id: row.id,
        title: 'تواصل معنا',
        title_ar: 'تواصل معنا',
        title_en: 'Contact us',
        description: '<p>نسعد بتواصلكم</p>',
        description_ar: '<p>نسعد بتواصلكم</p>',
        description_en: '<p>We are glad to hear from you</p>',
        map_link: 'https://www.google.com/maps/embed?pb=1',
        qr_link: 'shop.example.com',
        phone: '+96170000000',
        email: 'info@shop.example.com',
      },
    });
    const en = (await get(`/api/contact-us/${row.id}`, 'en')).json().data;
    expect(en.title).toBe('Contact us');
    expect(en.description).toBe('<p>We are glad to hear from you</p>');
  });

  it('answers 404 with a localized message for a missing record', async () => {
    const ar = await get('/api/contact-us/9999');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ message: 'معلومات التواصل المطلوبة غير موجودة', code: 'not_found' });
    const en = await get('/api/contact-us/9999', 'en');
    expect(en.json()).toEqual({ message: 'Contact information not found', code: 'not_found' });
  });

  it('refuses an id that is not a positive integer with 422', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/contact-us/${id}`, 'en');
      expect(res.statusCode, id).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation', message: 'The given data was invalid' });
      expect(Object.keys(res.json().errors)).toEqual(['params.id']);
    }
  });
});

describe('GET /api/link-types and /api/links', () => {
  let typeId: number;
  let otherTypeId: number;

  beforeAll(async () => {
    const types = await ctx.database.db
      .insert(linkTypes)
      .values([
        { titleAr: 'مواقع صديقة', titleEn: 'Friendly sites', sort: 2 },
        { titleAr: 'دور نشر', titleEn: 'Publishers', sort: 1 },
      ])
      .returning();
    [typeId, otherTypeId] = [types[0].id, types[1].id];
    await ctx.database.db.insert(links).values([
      {
        linkTypeId: typeId,
        nameAr: 'المكتبة الوطنية',
        nameEn: 'National library',
        link: 'https://library.example.com',
        image: 'links/library.png',
      },
      { linkTypeId: typeId, nameAr: 'مجلة', nameEn: 'Magazine', link: 'https://mag.example.com' },
      { linkTypeId: otherTypeId, nameAr: 'دار', nameEn: 'House', link: 'https://house.example.com' },
    ]);
  });

  it('lists link types ordered by sort', async () => {
    const res = await get('/api/link-types');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json()).toEqual({
      data: [
        { id: otherTypeId, title_ar: 'دور نشر', title_en: 'Publishers' },
        { id: typeId, title_ar: 'مواقع صديقة', title_en: 'Friendly sites' },
      ],
    });
  });

  it('lists the links of one type with their type titles and image files', async () => {
    const res = await get(`/api/links?link_type_id=${typeId}`);
    expect(res.statusCode).toBe(200);
    const common = {
      link_type_id: typeId,
      link_type_title_ar: 'مواقع صديقة',
      link_type_title_en: 'Friendly sites',
    };
    expect(res.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          name: 'المكتبة الوطنية',
          name_ar: 'المكتبة الوطنية',
          name_en: 'National library',
          link: 'https://library.example.com',
          ...common,
          files: { columns: { image: [{ file_name: 'links/library.png' }] } },
        },
        {
          id: expect.any(Number),
          name: 'مجلة',
          name_ar: 'مجلة',
          name_en: 'Magazine',
          link: 'https://mag.example.com',
          ...common,
          files: { columns: { image: [] } },
        },
      ],
    });
    const en = await get(`/api/links?link_type_id=${typeId}`, 'en');
    expect(en.json().data.map((l: { name: string }) => l.name)).toEqual(['National library', 'Magazine']);
  });

  it('answers an empty list for a type without links', async () => {
    expect((await get('/api/links?link_type_id=9999')).json()).toEqual({ data: [] });
  });

  it('requires link_type_id as a positive integer (422)', async () => {
    const missing = await get('/api/links', 'en');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'querystring.link_type_id': ['This field is required'] });
    const arabic = await get('/api/links');
    expect(arabic.json()).toMatchObject({
      message: 'البيانات المدخلة غير صحيحة',
      errors: { 'querystring.link_type_id': ['هذا الحقل مطلوب'] },
    });
    expect((await get('/api/links?link_type_id=abc')).statusCode).toBe(422);
    expect((await get('/api/links?link_type_id=0')).statusCode).toBe(422);
  });
});

describe('GET /api/seos and /api/our-terms', () => {
  beforeAll(async () => {
    await ctx.database.db.insert(seos).values({
      titleAr: 'دار النشر',
      titleEn: 'The publisher',
      descriptionAr: 'كتب عربية ورقية ورقمية',
      descriptionEn: 'Arabic books in print and PDF',
      keywordsAr: 'كتب، نشر',
      keywordsEn: 'books, publishing',
    });
    await ctx.database.db.insert(terms).values({
      titleAr: 'سياسة الخصوصية',
      titleEn: 'Privacy policy',
      descriptionAr: '<p>نحترم خصوصيتك</p>',
      descriptionEn: '<p>We respect your privacy</p>',
    });
  });

  it('answers the SEO texts in the request language and both languages', async () => {
    const both = {
      title_ar: 'دار النشر',
      title_en: 'The publisher',
      description_ar: 'كتب عربية ورقية ورقمية',
      description_en: 'Arabic books in print and PDF',
      keywords_ar: 'كتب، نشر',
      keywords_en: 'books, publishing',
    };
    const ar = await get('/api/seos');
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['cache-control']).toBe('public, no-cache');
    expect(ar.json()).toEqual({
      data: { title: 'دار النشر', description: 'كتب عربية ورقية ورقمية', keywords: 'كتب، نشر', ...both },
    });
    expect((await get('/api/seos', 'en')).json()).toEqual({
      data: {
        title: 'The publisher',
        description: 'Arabic books in print and PDF',
        keywords: 'books, publishing',
        ...both,
      },
    });
  });

  it('answers the privacy terms in the request language', async () => {
    const both = {
      title_ar: 'سياسة الخصوصية',
      title_en: 'Privacy policy',
      description_ar: '<p>نحترم خصوصيتك</p>',
      description_en: '<p>We respect your privacy</p>',
    };
    expect((await get('/api/our-terms')).json()).toEqual({
      data: { title: 'سياسة الخصوصية', description: '<p>نحترم خصوصيتك</p>', ...both },
    });
    expect((await get('/api/our-terms', 'en')).json()).toEqual({
      data: { title: 'Privacy policy', description: '<p>We respect your privacy</p>', ...both },
    });
  });
});

describe('OpenAPI', () => {
  it('documents every content route', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    for (const path of [
      '/api/social-medias',
      '/api/contact-us/{id}',
      '/api/link-types',
      '/api/links',
      '/api/seos',
      '/api/our-terms',
      '/api/subscribes',
      '/api/messages',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
