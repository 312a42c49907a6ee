// pdf.js's worker, imported for what it sets on globalThis (pdf-reader.ts); it exports nothing the tests use.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
