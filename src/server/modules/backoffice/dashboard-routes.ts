import type { FastifyPluginAsync } from 'fastify';
import { catalogOverview } from '#server/modules/catalog/index.ts';
import { contentOverview } from '#server/modules/content/index.ts';
import { salesOverview, waitingOrders } from '#server/modules/orders/index.ts';
import { route } from '#server/plugins/route.ts';
import { ORDER_ROLES } from '#shared/contract/staff.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import { readSettings } from './settings.ts';

/**
 * GET /staff/dashboard: the catalogue and the content counted, the books running out, and for those
 * who handle orders the sales and the orders waiting.
 */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/dashboard',
    {
      summary:
        'The console’s dashboard: books on sale, hidden, sold out, running low; news and Kashkoul counts; sales and waiting orders (admin, orders)',
    },
    async (request) => {
      const { low_stock_threshold } = await readSettings(app.db);
      const seesSales = ORDER_ROLES.includes(request.staff!.role);
      const [{ counts, fewest }, content, sales, waiting] = await Promise.all([
        catalogOverview(app.db, low_stock_threshold),
        contentOverview(app.db),
        seesSales ? salesOverview(app.db, SHOP_TIME_ZONE) : null,
        seesSales ? waitingOrders(app.db) : null,
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
          low_stock_threshold,
          low_stock_books: fewest,
          time_zone: SHOP_TIME_ZONE,
          sales,
          waiting,
        },
      };
    },
  );
};
