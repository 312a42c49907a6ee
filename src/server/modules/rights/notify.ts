import type { Db } from '#server/db/client.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { countriesByCode } from '#server/modules/reference/index.ts';
import type { StaffEvents } from '#server/services/staff-events.ts';
import { type RightsStatus, WORLD } from '#shared/contract/rights-terms.ts';
import type { Lang } from '#shared/lang.ts';
import type { EnquiryRow } from './enquiries.ts';
import { decisionMail, type EnquirySummary, receivedMail } from './mails.ts';

/*
 * Who hears of an enquiry, always through the outbox and in the writer's transaction (decision 093):
 * the enquirer when it arrives and when the rights are granted or declined; the rights staff (admin
 * and editor members, as each chose in their notifications) when it arrives and when a colleague
 * moves it, so that nobody grants a territory someone else is already granting.
 */

async function summaryOf(db: Db, row: EnquiryRow): Promise<EnquirySummary> {
  const world = row.territories.includes(WORLD);
  const names = world ? new Map() : await countriesByCode(db, row.territories);
  return {
    reference: row.reference,
    contactName: row.contactName,
    company: row.company,
    title: { ar: row.bookTitleAr, en: row.bookTitleEn },
    countries: world ? null : row.territories.map((code) => names.get(code) ?? { ar: code, en: code }),
    language: row.language,
    format: row.format,
    printRun: row.printRun,
  };
}

const languageOf = (row: EnquiryRow): Lang => row.replyLanguage;

/** The acknowledgement to the enquirer, and the new enquiry to the rights staff. */
export async function tellEnquiryReceived(tx: Db, staffEvents: StaffEvents, row: EnquiryRow) {
  const lang = languageOf(row);
  await enqueueMail(tx, {
    key: `rights:${row.id}:received`,
    kind: 'rights_enquiry_received',
    to: row.email,
    language: lang,
    ...receivedMail(lang, await summaryOf(tx, row)),
  });
  await staffEvents.tell(tx, {
    type: 'rights_enquiry',
    enquiryId: row.id,
    reference: row.reference,
    company: row.company,
    title: { ar: row.bookTitleAr, en: row.bookTitleEn },
  });
}

/** The enquirer hears of a final answer; the other rights staff of every move. */
export async function tellStatusChanged(
  tx: Db,
  staffEvents: StaffEvents,
  row: EnquiryRow,
  change: { to: RightsStatus; staffId: number; staffName: string },
) {
  if (change.to === 'granted' || change.to === 'declined') {
    const lang = languageOf(row);
    await enqueueMail(tx, {
      key: `rights:${row.id}:${change.to}`,
      kind: `rights_enquiry_${change.to}`,
      to: row.email,
      language: lang,
      ...decisionMail(lang, await summaryOf(tx, row), change.to),
    });
  }
  await staffEvents.tell(tx, {
    type: 'rights_enquiry_status',
    enquiryId: row.id,
    reference: row.reference,
    company: row.company,
    status: change.to,
    staffId: change.staffId,
    staffName: change.staffName,
  });
}
