import { DownloadButton } from '#web/features/orders/index.ts';
import { ReadLink } from '#web/features/reader/index.ts';

/** What the owner of a book's PDF can do with it on the book's page: download it, or read it here. */
export default function OwnedPdfActions({ bookId, title }: { bookId: number; title: string }) {
  return (
    <>
      <DownloadButton bookId={bookId} title={title} />
      <ReadLink
        bookId={bookId}
        className="inline-flex items-center justify-center rounded-xl border border-brand-200 bg-white px-5 py-2.5 font-bold text-brand-800 hover:border-gold-400"
      />
    </>
  );
}
