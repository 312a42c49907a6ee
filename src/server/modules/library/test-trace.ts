import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { bookDownloads } from '#server/db/schema/library.ts';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import {
  type Buyer,
  createBook,
  digitalBody,
  type ordersApi,
  payInSandbox,
  type Reference,
  samplePdf,
} from '#server/modules/orders/testing.ts';
import { stampPdf } from '#server/services/pdf-stamp.ts';
import { newCopyCode } from '#server/services/pdf-trace.ts';
import type { TestContext } from '#server/test/harness.ts';

/* Copies sold and stamped for the tracing tests, and the ways a leaker rewrites them. */

type Call = ReturnType<typeof ordersApi>;

export type SoldCopy = {
  buyer: Buyer & { name: string };
  orderId: number;
  book: { id: number; titleAr: string; titleEn: string };
  code: string;
  kind: 'download' | 'reader';
  ip: string;
  createdAt: Date;
  bytes: Uint8Array;
};

/**
 * A book bought and paid by a new buyer named `name`, and the copy the shop made of it: stamped with a
 * new code and recorded in book_downloads as made from `ip`.
 */
export async function soldCopy(
  ctx: TestContext,
  call: Call,
  ref: Reference,
  options: { name: string; ip: string; kind?: 'download' | 'reader'; title: { ar: string; en: string } },
): Promise<SoldCopy> {
  const email = `${options.name.split(' ')[0]!.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const client = await insertClient(ctx.app.db, { name: options.name, email });
  const token = await issueSession(ctx.app.db, client.id, { remember: false });
  const buyer = { id: client.id, email, token, name: options.name };
  const book = await createBook(ctx, { pdf: true, titleAr: options.title.ar, titleEn: options.title.en });
  const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().data.id as number;
  expect((await payInSandbox(ctx, call, buyer, orderId)).statusCode).toBe(200);
  const code = newCopyCode();
  const bytes = await stampPdf(await samplePdf(3), { email: buyer.email, name: buyer.name, orderId, code });
  const kind = options.kind ?? 'download';
  const [row] = await ctx.app.db
    .insert(bookDownloads)
    .values({ clientId: buyer.id, bookId: book.id, orderId, kind, code, ip: options.ip })
    .returning();
  return { buyer, orderId, book, code, kind, ip: options.ip, createdAt: row!.createdAt, bytes };
}

/** A multipart/form-data body holding one file in the field `file`, as the console sends it. */
export function fileForm(data: Uint8Array, filename = 'leaked.pdf') {
  const boundary = `----trace-test-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `bytes` to the console's trace as the staff member of `token`, as the console sends a leaked file. */
export function traceUpload(call: Call, token: string, bytes: Uint8Array) {
  const form = fileForm(bytes);
  return call('POST', '/staff/trace', { body: form.body, headers: form.headers, token });
}

const run = promisify(execFile);

/** Runs qpdf (it answers 3 when it repaired warnings it met, which is a success). */
async function qpdf(...args: string[]) {
  try {
    await run('qpdf', args);
  } catch (error) {
    if ((error as { code?: number }).code !== 3) throw error;
  }
}

/** The stamp's own text blocks: drawn visibly (not in rendering mode 3) in the stamp's grey. */
const visibleStampBlock = /\nBT\n(?:(?!\nET\n)[\s\S])*?0\.5 0\.5 0\.5 rg(?:(?!\nET\n)[\s\S])*?\nET\n/g;
/** The document information the stamp fills, one entry a line in qpdf's QDF form. */
const infoEntry = /^ *\/(Subject|Title|Producer|Keywords|Creator) .*\n/gm;

/**
 * A leaker's rewrite of a copy: qpdf uncompresses it, the visible licence line (every text block of
 * the stamp not in rendering mode 3) and the metadata naming the buyer are cut out of it, then qpdf
 * writes it compressed again, with new object streams.
 */
export async function withoutVisibleStamp(bytes: Uint8Array): Promise<Uint8Array> {
  const folder = await mkdtemp(path.join(tmpdir(), 'trace-'));
  const file = (name: string) => path.join(folder, name);
  try {
    await writeFile(file('in.pdf'), bytes);
    await qpdf('--qdf', '--object-streams=disable', file('in.pdf'), file('open.pdf'));
    const open = (await readFile(file('open.pdf'))).toString('latin1');
    const blocks = open.match(visibleStampBlock) ?? [];
    expect(blocks.length, 'the stamp’s visible text blocks').toBeGreaterThan(0);
    for (const block of blocks) expect(block).not.toContain(' 3 Tr');
    const cut = open.replace(visibleStampBlock, '\n').replace(infoEntry, '');
    await writeFile(file('cut.pdf'), Buffer.from(cut, 'latin1'));
    // fix-qdf writes the file with its stream lengths and cross-reference table fixed to its output.
    const fixed = await run('fix-qdf', [file('cut.pdf')], { encoding: 'buffer', maxBuffer: 64 * 2 ** 20 });
    await writeFile(file('fixed.pdf'), fixed.stdout);
    await qpdf('--object-streams=generate', file('fixed.pdf'), file('out.pdf'));
    return new Uint8Array(await readFile(file('out.pdf')));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A copy whose every page is cut down to its middle: the margins, and what they held, gone from view. */
export async function croppedToMiddle(bytes: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes);
  for (const page of document.getPages()) {
    const { x, y, width, height } = page.getMediaBox();
    const box = [x + width * 0.3, y + height * 0.3, width * 0.4, height * 0.4] as const;
    page.setMediaBox(...box);
    page.setCropBox(...box);
  }
  return document.save();
}

/** The text pdfjs-dist reads on every page, pages joined by a blank line. */
export async function pdfjsText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}
