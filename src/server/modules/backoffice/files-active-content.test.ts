import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookFiles } from '#server/modules/catalog/index.ts';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { contentItemFiles } from '#server/modules/content/index.ts';
import { insertContentItem } from '#server/modules/content/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { incomingFolderOf } from '#server/services/storage.ts';
import { createStorages } from '#server/services/storages.ts';
import { fileForm, filesUnder, samplePdf } from '#server/test/files.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { hostilePdfs, linkedPdf } from '#server/test/hostile-pdfs.ts';

/*
 * Issue 24 point 10: a PDF that could act on its readers (a script when it opens, a link that launches
 * a program, an embedded file) is refused by every upload that takes PDFs: a book's (sold), a news
 * item's and a Kashkoul article's (public). The old PDF stays; a harmless PDF is still taken.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let token: string;

type Form = { body: Buffer; headers: Record<string, string> };
const post = (url: string, form: Form, lang: 'ar' | 'en' = 'en') =>
  call('POST', url, { body: form.body, headers: form.headers, token, lang });

/** Where each upload route keeps its PDF, and how to read which PDF the record points to now. */
type Target = {
  name: string;
  url: string;
  current(): Promise<string | null>;
  exists(key: string): Promise<boolean>;
};
const targets: Target[] = [];

const contentItem = (table: 'akhbars' | 'articles') => insertContentItem(t.database.db, table);

beforeAll(async () => {
  token = (await signedInStaff(t, 'editor')).token;
  const { media, files } = createStorages(t.config);
  const book = await insertBook(t.database.db);
  targets.push({
    name: "a book's PDF",
    url: `/staff/books/${book.id}/pdf`,
    current: async () => (await bookFiles(t.database.db, book.id))!.pdfFile,
    exists: (key) => files.exists(key),
  });
  for (const [kind, table] of [
    ['news', 'akhbars'],
    ['kashkoul', 'articles'],
  ] as const) {
    const id = await contentItem(table);
    targets.push({
      name: `a ${kind} PDF`,
      url: `/staff/${kind}/${id}/pdf`,
      current: async () => (await contentItemFiles(t.database.db, kind, id))!.pdf,
      exists: (key) => media.exists(key),
    });
  }
  for (const target of targets) {
    const first = await post(target.url, fileForm(await samplePdf(1), 'first.pdf', 'application/pdf'));
    expect(first.statusCode, first.body).toBe(200);
  }
});

const hostile = [
  ['a script run when it opens (/OpenAction JavaScript)', hostilePdfs.openActionJavaScript],
  ['a link that launches a program (/Launch)', hostilePdfs.launchAnnotation],
  ['an embedded file (/EmbeddedFiles)', hostilePdfs.embeddedFile],
] as const;

describe('uploads of PDFs with active content', () => {
  for (const [what, make] of hostile) {
    it(`refuses ${what} at every PDF upload, keeping the old PDF`, async () => {
      for (const target of targets) {
        const before = await target.current();
        const res = await post(target.url, fileForm(await make(), 'issue.pdf', 'application/pdf'));
        expect([target.name, res.statusCode, res.json()]).toEqual([
          target.name,
          422,
          {
            message:
              'The PDF holds active content (JavaScript, launch actions, embedded files or forms that send data), which could harm its readers: export it again without them',
            code: 'pdf_active_content',
          },
        ]);
        expect(await target.current()).toBe(before);
        expect(await target.exists(before!)).toBe(true);
      }
      for (const dir of [t.config.mediaDir, t.config.filesDir]) {
        expect(await filesUnder(incomingFolderOf(dir))).toEqual([]);
      }
      expect(await filesUnder(path.join(t.config.filesDir, 'books'))).toHaveLength(1);
    });
  }

  it('says so in Arabic', async () => {
    const res = await post(targets[1]!.url, fileForm(await hostilePdfs.openActionJavaScript()), 'ar');
    expect([res.statusCode, res.json()]).toEqual([
      422,
      {
        message:
          'يحتوي ملف PDF على محتوى نشط (برامج JavaScript أو أوامر تشغيل أو ملفات مضمَّنة أو نماذج ترسل بيانات) لا يُقبل لأنه قد يضر القرّاء: يرجى تصديره من جديد دونها',
        code: 'pdf_active_content',
      },
    ]);
  });

  it('still takes a harmless PDF with links and an opening view at every PDF upload', async () => {
    for (const target of targets) {
      const before = await target.current();
      const res = await post(target.url, fileForm(await linkedPdf(), 'issue.pdf', 'application/pdf'));
      expect([target.name, res.statusCode]).toEqual([target.name, 200]);
      expect(res.json().data).toMatchObject({ pages: 2 });
      const now = await target.current();
      expect(now).not.toBe(before);
      expect(await target.exists(now!)).toBe(true);
    }
  });
});
