import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The barcodes a scanner reads off a PDF: each page printed at 200 dpi by poppler's pdftoppm, then
 * decoded by zbar's zbarimg; the decoded texts, page after page.
 */
export async function barcodesIn(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'barcodes-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    await run('pdftoppm', ['-r', '200', '-png', file, join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const found: string[] = [];
    for (const page of pages) {
      const { stdout } = await run('zbarimg', ['--raw', '-q', join(dir, page)]).catch((error) => {
        // zbarimg exits 4 when a page holds no barcode.
        if (error.code === 4) return { stdout: '' };
        throw error;
      });
      found.push(...stdout.split('\n').filter(Boolean));
    }
    return found;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
