import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The text of a PDF as poppler's pdftotext reads it, without the bidi embedding marks it puts around
 * runs, spaces folded; pages end with a form feed. Only the test that checks a standard tool reads
 * the shop's PDFs uses it: the others read them in-process (test/pdf-reader.ts).
 */
export async function pdfToText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdftotext-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[ \t]+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
