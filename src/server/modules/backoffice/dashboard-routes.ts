import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogOverview } from '#server/modules/catalog/index.ts';
import { contentOverview } from '#server/modules/content/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { ANY_STAFF } from '#shared/contract/staff.ts';
import { dashboardAnswerSchema, LOW_STOCK_THRESHOLD } from '#shared/contract/staff-dashboard.ts';

/** GET /staff/dashboard: the catalogue and the content counted, and the books running out. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/dashboard',
    {
      schema: {
        tags: ['staff'],
        summary:
          'The console’s dashboard: books on sale, hidden, sold out, running low; news and Kashkoul counts',
        security: [{ bearer: [] }],
        response: { 200: dashboardAnswerSchema },
      },
      onRequest: requireStaff(ANY_STAFF),
    },
    async () => {
      const [{ counts, fewest }, content] = await Promise.all([
        catalogOverview(app.db, LOW_STOCK_THRESHOLD),
        contentOverview(app.db),
      ]);
      return {
        data: {
          books: {
            on_sale: counts.onSale,
            hidden: counts.hidden,
            out_of_stock: counts.outOfStock,
            low_stock: counts.lowStock,
            pdf_without_file: counts.pdfWithoutFile,
            without_cover: counts.withoutCover,
          },
          content,
          low_stock_threshold: LOW_STOCK_THRESHOLD,
          low_stock_books: fewest,
        },
      };
    },
  );
};
