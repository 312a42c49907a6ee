import type { Db } from '#server/db/client.ts';

/*
 * What the orders module asks of the library at run time (decision 072): who owns which PDF, for
 * checkout and payment (no one buys a PDF twice), for a pre-order's release (its buyers own the book
 * from then), and whether a book is in anyone's library (then it may be hidden, never deleted). The
 * library module provides it when registered; orders never import the library.
 */
export type OwnedBooks = {
  /** Whether the client owns one of the books, by an order other than `exceptOrderId` when given. */
  ownsAny(tx: Db, clientId: number, bookIds: number[], exceptOrderId?: number): Promise<boolean>;
  /** Of the clients, those who own the book. */
  ownersOf(tx: Db, bookId: number, clientIds: number[]): Promise<Set<number>>;
  /** Gives each client the book by the order; one who owns it already keeps what they had. */
  give(tx: Db, owners: { clientId: number; bookId: number; orderId: number }[]): Promise<void>;
  /** Whether anyone owns the book or was given a copy of it. */
  holdsBook(tx: Db, bookId: number): Promise<boolean>;
};

let provided: OwnedBooks | undefined;

/**
 * Set by the library's plugin. One per process, as the order events' bus (decision 070): every app
 * built in a process provides the same service, which takes all it needs from its arguments.
 */
export function provideOwnedBooks(service: OwnedBooks): void {
  provided = service;
}

/** The library's service; an app built without the library module cannot sell PDFs. */
export function ownedBooks(): OwnedBooks {
  if (!provided) throw new Error('the library module is not registered: no service answers who owns a PDF');
  return provided;
}
