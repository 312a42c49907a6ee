import type { FastifyPluginAsync } from 'fastify';
import { provideOwnedBooks } from '#server/modules/orders/index.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { createStorages } from '#server/services/storages.ts';
import { eraseLibraryOf } from './erasure.ts';
import { ownedBooksService, ownershipHandlers } from './ownership.ts';

/**
 * The library on the order's events (decision 070): the PDFs owned as orders are paid and cancelled;
 * its part of an erased reader's account, the kept reader copies included (decision 085); and the
 * service the orders module asks who owns which PDF (decision 072).
 */
export const librarySubscribers: FastifyPluginAsync = async (app) => {
  const { files } = createStorages(app.config);
  orderEvents.subscribe('library:ownership', ownershipHandlers);
  clientErasure.subscribe('library:reading', { erase: (tx, event) => eraseLibraryOf(tx, files, event) });
  provideOwnedBooks(ownedBooksService);
};
