/* What tests outside the orders module use of its fixtures. */
export { pdfPageTexts, samplePdf } from './fixtures.ts';
