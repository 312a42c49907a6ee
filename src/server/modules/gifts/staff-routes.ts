import type { FastifyPluginAsync } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { route } from '#server/plugins/route.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { staffGift, staffGifts } from './list.ts';
import { resendGift } from './service.ts';

const tags = ['staff'];
const PER_PAGE = 20;

/**
 * Gifts in the back office (admin, orders; decision 055): the list, newest first, and a resend to the
 * same address with a new link, kept in the activity log.
 */
export const giftStaffRoutes: FastifyPluginAsync = async (app) => {
  // Staff answers are for one member: no cache keeps them (as the back office's own).
  app.addHook('onSend', noStore);
  const linkDays = () => app.config.giftLinkDays;

  route(
    app,
    'GET /staff/gifts',
    { tags, summary: 'Gifts, newest first, or those in one state' },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? PER_PAGE;
      const { state } = request.query;
      const { data, total } = await staffGifts(app.db, {
        page,
        perPage,
        state,
        lang: request.lang,
        linkDays: linkDays(),
      });
      const path = state ? `/api/staff/gifts?state=${state}` : '/api/staff/gifts';
      return { data, meta: paginationMeta({ page, perPage, total, path }) };
    },
  );

  route(
    app,
    'POST /staff/gifts/:id/resend',
    {
      tags,
      summary: 'Send a gift’s mail again to its recipient, with a new link (the old one stops working)',
      description:
        '409 when the gift is not paid, not sent yet, claimed, cancelled, or was sent the most times allowed.',
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(request, null, async (tx, record) => {
        const gift = await resendGift(tx, id, null, {
          publicUrl: app.config.publicUrl,
          linkDays: linkDays(),
        });
        await record({
          action: 'gift_resend',
          entity: 'gift',
          entityId: id,
          after: { order_id: gift.orderId, recipient_email: gift.recipientEmail, sends: gift.sends + 1 },
        });
      });
      const data = await staffGift(app.db, id, {
        page: 1,
        perPage: 1,
        lang: request.lang,
        linkDays: linkDays(),
      });
      return { data: data! };
    },
  );
};
