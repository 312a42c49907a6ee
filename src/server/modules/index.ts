import type { FastifyPluginAsync } from 'fastify';
import { backofficeRoutes, staffDigestJob } from './backoffice/index.ts';
import { boxSetsModule } from './box-sets/index.ts';
import { carriersModule, trackingJob } from './carriers/index.ts';
import { catalogRoutes, sampleRoutes, waitlistRoutes, waitlistSubscribers } from './catalog/index.ts';
import { clientRoutes } from './clients/index.ts';
import { codConfirmationModule, codExpiryJob, codMessagesJob } from './cod-confirmation/index.ts';
import { codRemittanceModule } from './cod-remittance/index.ts';
import { codRiskModule } from './cod-risk/index.ts';
import { contentRoutes, newsletterJob } from './content/index.ts';
import { couponSubscribers } from './coupons/index.ts';
import { deviceRoutes } from './devices/index.ts';
import { fulfilmentModule } from './fulfilment/index.ts';
import { giftSendJob, giftSubscribers, giftsModule } from './gifts/index.ts';
import { healthRoutes } from './health/index.ts';
import { invoicingModule, invoicingSubscribers } from './invoicing/index.ts';
import { jobRoutes } from './jobs/index.ts';
import { libraryRoutes, librarySubscribers } from './library/index.ts';
import { marketsModule } from './markets/index.ts';
import { orderMailSubscribers } from './order-mails/index.ts';
import { orderExpiryJob, orderSubscribers, ordersRoutes, preorderReleaseJob } from './orders/index.ts';
import { privacyErasureJob, privacyModule } from './privacy/index.ts';
import { referenceRoutes } from './reference/index.ts';
import { rightsModule } from './rights/index.ts';
import { shippingRoutes } from './shipping/index.ts';
import { staffRoutes } from './staff/index.ts';
import { onixNightlyJob, tradeFeedRoutes } from './trade-feeds/index.ts';
import { zatcaModule, zatcaReportJob, zatcaSignJob, zatcaSubscribers } from './zatca/index.ts';

/** Every API module, each a Fastify plugin mounted under /api. */
export const apiModules: FastifyPluginAsync[] = [
  // What reacts to an order's events, in the order it runs (services/order-events.ts, decision 070).
  // The invoice comes last. Its number is taken as the transaction commits (decision 082), and whoever
  // takes one holds the gapless sequence until then: every printed order and payment of the shop waits for it. Taken before the library's share
  // locks on a paid PDF's books, a payment would hold the number while waiting for a book that a
  // printed order holds, itself waiting for the number (a deadlock); before the mails, it is held
  // while they are written.
  waitlistSubscribers,
  couponSubscribers,
  giftSubscribers,
  librarySubscribers,
  orderSubscribers,
  // A COD order placed starts awaiting its buyer's confirmation; one cancelled stops (decision 097).
  codConfirmationModule,
  // A COD order placed is kept under its buyer's keys; orders ask it whether COD is offered (decision 103).
  codRiskModule,
  orderMailSubscribers,
  invoicingSubscribers,
  // Told of each invoice and credit note as invoicing issues it (services/invoice-events.ts).
  zatcaSubscribers,
  healthRoutes,
  catalogRoutes,
  boxSetsModule,
  waitlistRoutes,
  sampleRoutes,
  clientRoutes,
  contentRoutes,
  referenceRoutes,
  shippingRoutes,
  ordersRoutes,
  invoicingModule,
  marketsModule,
  carriersModule,
  codRemittanceModule,
  fulfilmentModule,
  zatcaModule,
  libraryRoutes,
  giftsModule,
  privacyModule,
  rightsModule,
  orderExpiryJob,
  preorderReleaseJob,
  codMessagesJob,
  codExpiryJob,
  trackingJob,
  giftSendJob,
  privacyErasureJob,
  newsletterJob,
  staffDigestJob,
  deviceRoutes,
  staffRoutes,
  backofficeRoutes,
  tradeFeedRoutes,
  onixNightlyJob,
  zatcaSignJob,
  zatcaReportJob,
  jobRoutes,
];
