import type { Db } from '#server/db/client.ts';
import type { RightsStatus } from '#shared/contract/rights-terms.ts';
import type { Localized } from '#shared/lang.ts';

/*
 * What the shop tells its staff of, said where it happens. A module that makes new work for staff (an
 * order placed, a contact message, a stock change, a mail given up on, a client asking to leave, a
 * rights enquiry) tells `app.staffEvents` inside its own transaction; the back office, which knows the
 * members and what each chose to hear, turns the event into mails. No module has to know the back office for it.
 */

export type StaffEvent =
  /** A paper order placed, or a PDF order paid: a sale to see to. */
  | { type: 'new_order'; orderId: number }
  | { type: 'contact_message'; messageId: number; name: string }
  /** A book's printed stock changed from `before` to `after` copies; `cause` names the change ('order:12'). */
  | { type: 'stock_changed'; bookId: number; before: number; after: number; cause: string }
  /** A mail whose attempts ran out. */
  | { type: 'mail_failed'; mailId: number; kind: string; to: string }
  /** `requestedAt` tells one request from a later one after staff dismissed the first. */
  | { type: 'deactivation_request'; clientId: number; email: string; requestedAt: Date }
  /** A rights enquiry came in through the public form (decision 093). */
  | { type: 'rights_enquiry'; enquiryId: number; reference: string; company: string; title: Localized }
  /** A member moved a rights enquiry: the other rights staff hear of it, not the member. */
  | {
      type: 'rights_enquiry_status';
      enquiryId: number;
      reference: string;
      company: string;
      status: RightsStatus;
      staffId: number;
      staffName: string;
    };

export type StaffEvents = {
  /** Writes what the event owes each member, in `db` (the caller's transaction). Never throws for a member. */
  tell(db: Db, event: StaffEvent): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    staffEvents: StaffEvents;
  }
}
