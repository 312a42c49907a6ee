import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '#server/modules/orders/testing.ts';
import { bundling } from '../../../scripts/build-server.mjs';
import { stampPdf } from './pdf-stamp.ts';
import { newCopyCode } from './pdf-trace.ts';
import { readCopyCodes } from './pdf-trace-read.ts';
import { pdfMessages } from './pdfs.ts';

/* Reading a copy's code back from a PDF, in the tests and in the server as production builds it. */

const root = path.resolve(import.meta.dirname, '../../..');
const stamped = async (code: string) =>
  stampPdf(await samplePdf(2), { email: 'reader@example.com', orderId: 7, code });

describe('reading the copy code of a PDF', () => {
  it('reads the code written on the pages of a stamped copy', async () => {
    const code = newCopyCode();
    expect(await readCopyCodes(await stamped(code))).toEqual([code]);
  });

  it('looks in the metadata when no page carries a code', async () => {
    const code = newCopyCode();
    const document = await PDFDocument.load(await samplePdf(1));
    document.setKeywords([`copy ${code}`]);
    expect(await readCopyCodes(await document.save())).toEqual([code]);
    expect(await readCopyCodes(await samplePdf(1))).toEqual([]);
  });

  it('refuses what is no PDF, with the upload’s own message', async () => {
    await expect(readCopyCodes(new TextEncoder().encode('hello'))).rejects.toMatchObject({
      statusCode: 422,
      code: 'invalid_pdf',
      localized: pdfMessages.notAPdf,
    });
  });

  it('reads it in the server as `npm run build` bundles it, run by plain Node', async () => {
    // Inside the project, as dist/server is: the built code finds its packages in node_modules above it.
    await mkdir(path.join(root, 'dist'), { recursive: true });
    const folder = await mkdtemp(path.join(root, 'dist', 'trace-read-'));
    try {
      const entry = path.join(folder, 'entry.ts');
      await writeFile(
        entry,
        [
          "import { readFile } from 'node:fs/promises';",
          `import { readCopyCodes } from ${JSON.stringify(path.join(root, 'src/server/services/pdf-trace-read.ts'))};`,
          'const bytes = await readFile(process.argv[2]);',
          'console.log(JSON.stringify(await readCopyCodes(new Uint8Array(bytes))));',
        ].join('\n'),
      );
      await build({ ...bundling, entryPoints: [{ out: 'probe', in: entry }], outdir: folder });
      const code = newCopyCode();
      const pdf = path.join(folder, 'copy.pdf');
      await writeFile(pdf, await stamped(code));
      const run = await promisify(execFile)(process.execPath, [path.join(folder, 'probe.js'), pdf], {
        cwd: folder,
      });
      expect(JSON.parse(run.stdout)).toEqual([code]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
