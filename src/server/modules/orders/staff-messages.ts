import { messagesOf } from '#server/i18n/index.ts';
import type { StaffTargetStatus } from '#shared/contract/staff-orders.ts';
import type { Localized } from '#shared/lang.ts';

const messages = messagesOf('backofficeOrders');

/** What the back office's order routes say, in Arabic and English. */
export const ordersAdminMessages = {
  ...messages,
  moved: messages.moved satisfies Record<StaffTargetStatus, Localized>,
};
