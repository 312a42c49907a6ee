/* What tests outside the orders module use of its fixtures. */
export {
  type Buyer,
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  hardCopyBody,
  pdfPageTexts,
  type Reference,
  samplePdf,
  stockOf,
} from './fixtures.ts';
