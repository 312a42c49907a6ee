import type { FastifyPluginAsync } from 'fastify';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { provideShippingHold } from '#server/modules/orders/index.ts';
import { expireUnconfirmed, heldOrders } from './decide.ts';
import { subscribeToOrders } from './events.ts';
import { codLinkRoutes } from './link-routes.ts';
import { codMessages } from './messages.ts';
import { whatsAppCloud } from './messaging.ts';
import { sendDueMessages } from './sender.ts';
import { codStaffRoutes } from './staff-routes.ts';

/*
 * Cash-on-delivery orders confirmed before they ship (decision 097). A COD order for a market that
 * asks starts awaiting its buyer's yes: a mail and a WhatsApp message carry one-tap confirm and cancel
 * links; staff may confirm after a phone call; one left unanswered past the set hours is cancelled and
 * its books put back. Orders ask only whether an order is held from packing and shipping.
 */

/** The module under /api: its reactions to the orders' events, the buyer's links and the console's routes. */
export const codConfirmationModule: FastifyPluginAsync = async (app) => {
  subscribeToOrders(() => ({
    confirmByDefault: app.config.codConfirmation,
    whatsapp: app.config.whatsapp !== undefined,
  }));
  provideShippingHold({ held: heldOrders, refusal: codMessages.held });
  await app.register(codLinkRoutes);
  await app.register(codStaffRoutes);
};

/** Sends the WhatsApp confirmation messages owed, every minute. */
export const codMessagesJob = jobPlugin((app) => {
  const provider = app.config.whatsapp ? whatsAppCloud(app.config.whatsapp) : null;
  return {
    name: 'cod-confirmation.send-messages',
    every: '* * * * *',
    async run() {
      const done = await sendDueMessages(app.db, provider);
      return done.sent + done.failed + done.dropped > 0 ? done : null;
    },
  };
});

/** Cancels, books back, the COD orders left unconfirmed past their deadline, every minute. */
export const codExpiryJob = jobPlugin((app) => ({
  name: 'cod-confirmation.expire',
  every: '* * * * *',
  async run() {
    const ids = await expireUnconfirmed(app.db, app.config.publicUrl);
    return ids.length > 0 ? { orders: ids } : null;
  },
}));
