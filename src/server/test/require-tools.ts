import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup: a test checks that poppler's `pdftotext` reads the shop's PDFs, others print
 * them with `pdftoppm` to decode their barcodes. Without poppler
 * they stop at once with one line saying what to install, rather than fail test by test.
 */
export default function requireTools() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      "The tests read PDFs back with poppler's tools, which are not installed: apt-get install -y poppler-utils (Debian, Ubuntu), brew install poppler (macOS)",
    );
  }
}
