import type { FastifyInstance } from 'fastify';
import type { ClientsAdminOptions } from '#server/modules/clients/index.ts';
import { downloadRulesOf, downloadsOf, ownedBooksOf, resetDownloads } from '#server/modules/library/index.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { listStaffOrders } from '#server/modules/orders/index.ts';
import { CLIENT_PAGE_ROWS } from '#shared/contract/staff-clients.ts';
import { readSettings } from './settings.ts';

/**
 * What the clients' staff routes are given of the modules that depend on clients: a client's latest
 * orders, PDFs, downloads and mails for their page, and the library's reset of their downloads.
 */
export function clientsAdminOptions(app: FastifyInstance): ClientsAdminOptions {
  const { db } = app;
  return {
    async sections({ id, email }) {
      const orders = await listStaffOrders(db, { client_id: id, per_page: CLIENT_PAGE_ROWS });
      const rules = downloadRulesOf(await readSettings(db), app.config.downloadLimit);
      const books = await ownedBooksOf(db, id, rules);
      const downloads = await downloadsOf(db, id, CLIENT_PAGE_ROWS);
      const mails = await mailsTo(db, email, CLIENT_PAGE_ROWS);
      return {
        orders: orders.data,
        orders_total: orders.total,
        books,
        downloads,
        mails: mails.map((mail) => ({
          id: mail.id,
          kind: mail.kind,
          subject: mail.subject,
          status: mail.status,
          attempts: mail.attempts,
          sent_at: mail.sentAt?.toISOString() ?? null,
          created_at: mail.createdAt.toISOString(),
        })),
      };
    },
    resetDownloads,
  };
}
