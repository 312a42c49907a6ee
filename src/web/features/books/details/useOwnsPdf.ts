import { useEffect } from 'react';
import { useOwnedPdf } from '#web/api/owned-pdf.ts';
import { ownedActions, useOwned } from '#web/state/owned.ts';

/**
 * Whether the reader owns this book's PDF (spec §4): the local `owned` list, or, for a logged-in
 * client, the server's answer to GET /client-pdf-books (non-empty = owned), which is then
 * remembered locally. A local claim the server does not confirm is left alone: buying the PDF
 * again is refused by the server anyway. A failed check only means the local list decides.
 */
export function useOwnsPdf(bookId: number): boolean {
  const owned = useOwned();
  const ownedOnServer = Boolean(useOwnedPdf(bookId).data);
  useEffect(() => {
    if (ownedOnServer) ownedActions.add(bookId);
  }, [ownedOnServer, bookId]);
  return owned.has(bookId) || ownedOnServer;
}
