import type { FastifyPluginAsync } from 'fastify';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from '#server/modules/orders/index.ts';
import { route } from '#server/plugins/route.ts';
import { ORDERS_PER_PAGE } from '#shared/contract/orders.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { buyerGifts } from './list.ts';
import { claimGift, resendGift, sendDueGifts } from './service.ts';

const tags = ['gifts'];
const HOUR_MS = 60 * MINUTE_MS;

/** The buyer's gifts and their resend, and the recipient's claim (decision 055). */
export const giftRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', privateNoStore);
  const settings = () => ({ publicUrl: app.config.publicUrl, linkDays: app.config.giftLinkDays });

  route(
    app,
    'GET /gifts',
    { tags, summary: 'The gifts the client bought, newest first, with where each stands' },
    async (request) => {
      const client = clientOf(request);
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? ORDERS_PER_PAGE;
      const { data, total } = await buyerGifts(app.db, client.id, {
        page,
        perPage,
        lang: request.lang,
        linkDays: app.config.giftLinkDays,
      });
      return { data, meta: paginationMeta({ page, perPage, total, path: '/api/gifts' }) };
    },
  );

  route(
    app,
    'POST /gifts/:id/resend',
    {
      tags,
      summary: 'Send a gift’s mail again, to the same address, with a new link (the old one stops working)',
      description: `409 when the gift is not paid, not sent yet (scheduled), claimed, cancelled, or was sent the most times allowed; 404 for anyone else’s gift.`,
      config: { rateLimit: { max: 10, timeWindow: HOUR_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const client = clientOf(request);
      await resendGift(app.db, request.params.id, client.id, settings());
      const { data } = await buyerGifts(app.db, client.id, {
        page: 1,
        perPage: ORDERS_PER_PAGE,
        lang: request.lang,
        linkDays: app.config.giftLinkDays,
      });
      return { data: data.find((gift) => gift.id === request.params.id) ?? data[0]! };
    },
  );

  route(
    app,
    'POST /gifts/claim',
    {
      tags,
      summary: 'Claim a gift with its link’s token: the book becomes the signed-in client’s',
      description:
        'A link works once: a second claim is refused with 409 `gift_claimed`. 404 `gift_link_invalid` for an unknown token (or one replaced by a resend), 410 `gift_link_expired` after `GIFT_LINK_DAYS`, 410 `gift_cancelled` when the order was cancelled, 409 `already_owned` when the client owns the book already (the link stays valid).',
      config: { rateLimit: { max: 20, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const client = clientOf(request);
      const data = await claimGift(
        app.db,
        client.id,
        request.body.token,
        app.config.giftLinkDays,
        request.lang,
      );
      return { data };
    },
  );
};

/**
 * Sends the scheduled gifts whose date has come, every minute (tests call `sendDueGifts` themselves).
 * Processes sweeping at once send each once.
 */
export const giftSendJob = jobPlugin((app) => ({
  name: 'gifts.send-scheduled',
  every: '* * * * *',
  async run() {
    const settings = { publicUrl: app.config.publicUrl, linkDays: app.config.giftLinkDays };
    const ids = await sendDueGifts(app.db, settings);
    return ids.length > 0 ? { gifts: ids } : null;
  },
}));
