import type { FastifyPluginAsync } from 'fastify';
import { staffResource, staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { rightsMessages as m } from './messages.ts';
import { tellStatusChanged } from './notify.ts';
import { findEnquiry, listEnquiries } from './staff-enquiries.ts';
import { changeStatus } from './status.ts';

const entity = 'rights_enquiry';

/**
 * Rights enquiries in the console (admin, editor: docs/staff-roles.md): the list, one enquiry with its
 * history, and a move of its status with a note, logged and told to whoever must hear of it.
 */
export const enquiryStaffRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/rights/enquiries',
    entity,
    topic: null,
    notFound: m.notFound,
    list: {
      summary:
        'Rights enquiries, newest first; `status` filters; search in reference, company, contact and book',
      run: listEnquiries,
    },
    find: {
      summary: 'One rights enquiry with its history and the statuses it may move to',
      run: findEnquiry,
    },
  });

  route(
    app,
    'POST /staff/rights/enquiries/:id/status',
    {
      summary: 'Move a rights enquiry to another status, with a note kept in its history',
      description:
        'new → in_discussion or declined; in_discussion → granted or declined; 409 for any other move. ' +
        'The enquirer is mailed when the rights are granted or declined (the note is never mailed); ' +
        'the other rights staff are told of every move.',
    },
    async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      const staff = request.staff!;
      await staffWrite(request, null, async (tx, record) => {
        const { before, after } = await changeStatus(tx, id, {
          to: status,
          note: note ?? null,
          staffId: staff.id,
        });
        await record({
          action: 'status',
          entity,
          entityId: id,
          before: { status: before.status },
          after: { status: after.status, ...(note ? { note } : {}) },
        });
        await tellStatusChanged(tx, app.staffEvents, after, {
          to: status,
          staffId: staff.id,
          staffName: staff.name,
        });
      });
      return { data: (await findEnquiry(app.db, id))!, message: m.statusSaved[request.lang] };
    },
  );
};
