/** The download control shown on book details to the owner of a book's PDF. */
export function DownloadButton(_props: { bookId: number; title: string }) {
  return null;
}
