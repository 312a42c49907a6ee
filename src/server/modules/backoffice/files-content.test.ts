import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentItemFiles, linkFiles } from '#server/modules/content/index.ts';
import { insertContentItem, insertLink } from '#server/modules/content/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { fileForm, imageBomb, sampleJpeg, samplePdf, samplePng, truncated } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const t = setUpTestApp();
const call = staffCaller(t);
let token: string;

beforeAll(async () => {
  token = (await signedInStaff(t, 'editor')).token;
});

type Form = { body: Buffer; headers: Record<string, string> };
const post = (url: string, form: Form, lang: 'ar' | 'en' = 'en', as = token) =>
  call('POST', url, { body: form.body, headers: form.headers, token: as, lang });
const served = (key: string) => t.app.inject({ url: `/media/${key}` });
/** A news item (akhbar) or Kashkoul article without files. */
const contentItem = (table: 'akhbars' | 'articles') => insertContentItem(t.database.db, table);
const link = () => insertLink(t.database.db);

for (const [kind, table, missing] of [
  ['news', 'akhbars', 'News item not found'],
  ['kashkoul', 'articles', 'Kashkoul article not found'],
] as const) {
  describe(`${kind}: picture and PDF`, () => {
    it('stores a re-encoded picture and a checked PDF under generated names, both public, replacing the old', async () => {
      const id = await contentItem(table);
      const first = await post(`/staff/${kind}/${id}/image`, fileForm(await samplePng(), 'Family photo.png'));
      expect(first.statusCode, first.body).toBe(200);
      const image = first.json().data.image as string;
      expect(image).toMatch(new RegExp(`^${table}/[0-9a-f]{24}\\.jpg$`));
      const second = await post(`/staff/${kind}/${id}/image`, fileForm(await sampleJpeg(2400, 1200)), 'ar');
      expect(second.json().message).toBe('تم رفع الصورة');
      const picture = await served(second.json().data.image);
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600 });
      expect((await served(image)).statusCode).toBe(404);

      const pdf = await post(`/staff/${kind}/${id}/pdf`, fileForm(await samplePdf(4), 'Issue 12.pdf'));
      expect(pdf.json()).toMatchObject({ data: { pages: 4 }, message: 'The PDF was uploaded' });
      expect(pdf.json().data.pdf).toMatch(new RegExp(`^${table}/[0-9a-f]{24}\\.pdf$`));
      expect((await served(pdf.json().data.pdf)).headers['content-type']).toBe('application/pdf');
      expect(await contentItemFiles(t.database.db, kind, id)).toEqual({
        image: second.json().data.image,
        pdf: pdf.json().data.pdf,
      });
      const [entry] = await t.database.db
        .select()
        .from(staffActivity)
        .where(eq(staffActivity.entity, kind))
        .orderBy(desc(staffActivity.id))
        .limit(1);
      expect(entry).toMatchObject({
        action: 'upload',
        entityId: id,
        before: { pdf: null },
        after: { pdf: pdf.json().data.pdf },
      });
    });

    it('keeps the old files when a new one is refused, and answers 404 for an unknown item', async () => {
      const id = await contentItem(table);
      const image = (await post(`/staff/${kind}/${id}/image`, fileForm(await samplePng()))).json().data.image;
      const pdf = (await post(`/staff/${kind}/${id}/pdf`, fileForm(await samplePdf()))).json().data.pdf;
      const refused = [
        await post(`/staff/${kind}/${id}/image`, fileForm(await samplePdf(), 'x.jpg', 'image/jpeg')),
        await post(`/staff/${kind}/${id}/image`, fileForm(await imageBomb(), 'x.png', 'image/png')),
        await post(`/staff/${kind}/${id}/pdf`, fileForm(await samplePng(), 'x.pdf', 'application/pdf')),
        await post(`/staff/${kind}/${id}/pdf`, fileForm(truncated(await samplePdf(3)), 'x.pdf')),
      ];
      expect(refused.map((res) => res.statusCode)).toEqual([422, 422, 422, 422]);
      expect(await contentItemFiles(t.database.db, kind, id)).toEqual({ image, pdf });
      expect((await served(image)).statusCode).toBe(200);
      expect((await served(pdf)).statusCode).toBe(200);

      const unknown = await post(`/staff/${kind}/999999/image`, fileForm(await samplePng()));
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: missing, code: 'not_found' }]);
    });

    it('refuses the orders role', async () => {
      const id = await contentItem(table);
      const orders = await signedInStaff(t, 'orders');
      const res = await post(`/staff/${kind}/${id}/pdf`, fileForm(await samplePdf()), 'en', orders.token);
      expect(res.statusCode).toBe(403);
      expect(await contentItemFiles(t.database.db, kind, id)).toEqual({ image: null, pdf: null });
    });
  });
}

describe('links: picture', () => {
  it('keeps a picture with transparency as PNG, one without as JPEG, at most 800 px wide', async () => {
    const id = await link();
    const logo = await post(
      `/staff/links/${id}/image`,
      fileForm(await samplePng(1200, 600, true), 'logo.png'),
    );
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json().data.image).toMatch(/^links\/[0-9a-f]{24}\.png$/);
    const png = await sharp((await served(logo.json().data.image)).rawPayload).metadata();
    expect([png.format, png.width, png.hasAlpha]).toEqual(['png', 800, true]);
    const photo = await post(`/staff/links/${id}/image`, fileForm(await sampleJpeg(300, 200), 'photo.jpg'));
    expect(photo.json().data.image).toMatch(/^links\/[0-9a-f]{24}\.jpg$/);
    expect(await linkFiles(t.database.db, id)).toEqual({ image: photo.json().data.image });
    expect((await served(logo.json().data.image)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown link and 403 for the orders role', async () => {
    const unknown = await post('/staff/links/999999/image', fileForm(await samplePng()), 'ar');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'الرابط المطلوب غير موجود', code: 'not_found' },
    ]);
    const orders = await signedInStaff(t, 'orders');
    const id = await link();
    const res = await post(`/staff/links/${id}/image`, fileForm(await samplePng()), 'en', orders.token);
    expect(res.statusCode).toBe(403);
    expect(await linkFiles(t.database.db, id)).toEqual({ image: null });
  });
});
