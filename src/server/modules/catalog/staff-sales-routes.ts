import type { FastifyPluginAsync } from 'fastify';
import { staffResource, staffWrite, without } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import {
  createSale,
  deleteSale,
  endSale,
  findSale,
  listSales,
  saleMessages as m,
  updateSale,
} from './admin-sales.ts';

/** Times and the status follow from the instants the log keeps; the book list stays. */
const logged = without('id', 'starts_local', 'ends_local', 'time_zone', 'status');

/**
 * Sales on a schedule (docs/decisions/053-scheduled-sales.md): editors and admins list, add, change,
 * end and delete them, each change in the activity log; every API process hears of it ('catalog'), so
 * readers see the new prices at once.
 */
export const salesAdminRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/sales',
    entity: 'sale',
    topic: 'catalog',
    notFound: m.notFound,
    logged,
    list: {
      summary: 'Sales, newest start first; `status` keeps scheduled, running or ended ones',
      run: listSales,
    },
    find: { summary: 'One sale', run: findSale },
    create: {
      summary: 'Add a sale: a percentage (1–99) or fixed prices, on books, a category, a writer or all',
      description:
        'Times are wall-clock times in the shop’s time zone (`2026-03-01T09:00`); the sale runs from its ' +
        'start, included, to its end, excluded.',
      run: (tx, body) => createSale(tx, body),
      message: m.created,
    },
    update: {
      summary: 'Change a sale; missing fields stay as they are',
      run: (tx, id, body) => updateSale(tx, id, body),
      message: m.saved,
    },
    remove: { summary: 'Delete a sale', run: deleteSale, message: m.deleted },
  });

  route(app, 'POST /staff/sales/:id/end', { summary: 'End a running sale now' }, async (request) => {
    const { id } = request.params;
    const data = await staffWrite(request, 'catalog', async (tx, record) => {
      const outcome = await endSale(tx, id);
      if (!outcome) throw notFound(m.notFound);
      await record.changes({ entity: 'sale', entityId: id }, logged(outcome.before), logged(outcome.after));
      return outcome.after;
    });
    return { data, message: m.ended[request.lang] };
  });
};
