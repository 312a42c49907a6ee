/* What tests outside the orders module use of its fixtures. */
export {
  api as ordersApi,
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  pdfPageTexts,
  type Reference,
  samplePdf,
  stockOf,
} from './fixtures.ts';
