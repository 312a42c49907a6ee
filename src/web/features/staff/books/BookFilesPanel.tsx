/** Placeholder until the book's cover and PDF uploads are built. */
export function BookFilesPanel(_props: { bookId: number }) {
  return null;
}
