import type { FastifyPluginAsync } from 'fastify';
import { provideOwnedBooks } from '#server/modules/orders/index.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { eraseLibraryOf } from './erasure.ts';
import { ownedBooksService, ownershipHandlers } from './ownership.ts';

/**
 * The library on the order's events (decision 070): the PDFs owned as orders are paid and cancelled;
 * and the service the orders module asks who owns which PDF (decision 072).
 */
export const librarySubscribers: FastifyPluginAsync = async () => {
  orderEvents.subscribe('library:ownership', ownershipHandlers);
  clientErasure.subscribe('library:reading', { erase: eraseLibraryOf });
  provideOwnedBooks(ownedBooksService);
};
