import { execFileSync } from 'node:child_process';

/**
 * Vitest global setup: the suites read the PDFs they make back with poppler's `pdftotext`. Without it
 * they stop at once with one line saying what to install, rather than fail test by test.
 */
export default function requireTools() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      "The tests read PDFs back with poppler's pdftotext, which is not installed: apt-get install -y poppler-utils (Debian, Ubuntu), brew install poppler (macOS)",
    );
  }
}
