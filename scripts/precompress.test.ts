import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build compresses the shop once', () => {
  it('writes brotli and gzip copies of every text file and uncompressed font over 1 KB, and leaves the rest alone', () => {
    const big = 'body{color:red}\n'.repeat(200);
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'assets', 'index.css'), big);
    writeFileSync(path.join(root, 'assets', 'index.js'), big);
    writeFileSync(path.join(root, 'sitemap.xml'), big);
    mkdirSync(path.join(root, 'pdf-fonts'));
    writeFileSync(path.join(root, 'pdf-fonts', 'LiberationSans-Regular.ttf'), big);
    writeFileSync(path.join(root, 'cairo.woff2'), big);
    writeFileSync(path.join(root, 'small.js'), 'x=1');
    writeFileSync(path.join(root, 'cover.png'), Buffer.alloc(4096));
    writeFileSync(path.join(root, 'assets', 'index.js.map'), big);

    const written = precompress(root).map((each) => each.file);

    expect(written.sort()).toEqual([
      path.join('assets', 'index.css'),
      path.join('assets', 'index.js'),
      path.join('pdf-fonts', 'LiberationSans-Regular.ttf'),
      'sitemap.xml',
    ]);
    const css = path.join(root, 'assets', 'index.css');
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${css}.gz`)).toString()).toBe(big);
    expect(readFileSync(`${css}.br`).length).toBeLessThan(big.length / 10);
    for (const left of ['small.js', 'cover.png', 'cairo.woff2', 'assets/index.js.map']) {
      expect(existsSync(path.join(root, `${left}.br`)), left).toBe(false);
      expect(existsSync(path.join(root, `${left}.gz`)), left).toBe(false);
    }
  });

  it('never compresses its own compressed copies again', () => {
    const again = precompress(root).map((each) => each.file);
    expect(again.some((file) => file.endsWith('.br') || file.endsWith('.gz'))).toBe(false);
  });
});
