import type { FastifyPluginAsync } from 'fastify';
import { staffResource, without } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { createBoxSet, deleteBoxSet, findStaffBoxSet, listStaffBoxSets, updateBoxSet } from './admin.ts';
import { boxSetMessages as m } from './messages.ts';
import { bookBoxSets, publicBoxSet } from './public.ts';

const tags = ['box sets'];

/** The box sets' routes under /api: the shop's page of one, and the console's (decision 096). */
export const boxSetsModule: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /box-sets/:id',
    {
      tags,
      summary: 'A box set on sale: its books in order with their covers and prices, and what it saves',
    },
    async (request) => {
      const found = await publicBoxSet(app.db, request.params.id, request.lang);
      if (!found) throw notFound(m.notFound);
      return { data: found };
    },
  );

  route(
    app,
    'GET /books/:id/box-sets',
    { tags, summary: 'The box sets on sale that hold a book' },
    async (request) => ({ data: await bookBoxSets(app.db, request.params.id, request.lang) }),
  );

  staffResource(app, {
    path: '/staff/box-sets',
    entity: 'box_set',
    topic: null,
    notFound: m.notFound,
    logged: without('books', 'parts_price'),
    list: {
      summary: 'Box sets with their books and what those cost one by one (search, sort, pages)',
      run: listStaffBoxSets,
    },
    find: { summary: 'One box set', run: findStaffBoxSet },
    create: {
      summary:
        'Add a box set (admin, editor): two books or more of its format, priced below their sum today (422 naming the field otherwise)',
      run: (tx, body) => createBoxSet(tx, body),
      message: m.created,
    },
    update: {
      summary:
        'Change a box set (admin, editor); missing fields stay as they are. A change of price, format or books, or switching it on, is checked as a new one is',
      run: (tx, id, body) => updateBoxSet(tx, id, body),
      message: m.saved,
    },
    remove: {
      summary: 'Delete a box set (admin, editor); the orders that sold it keep it as sold',
      run: deleteBoxSet,
      message: m.deleted,
    },
  });
};
