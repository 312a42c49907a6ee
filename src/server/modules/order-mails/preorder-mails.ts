import type { Db } from '#server/db/client.ts';
import { fill, textsOf } from '#server/i18n/index.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { orderParcelOf } from '#server/modules/orders/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import { dateFormat } from '#shared/intl.ts';
import type { Lang } from '#shared/lang.ts';

/*
 * The mails of a pre-order, in the client's language: the book is out (a PDF now in their books, or a
 * printed copy about to ship), and the release date moved. Keyed by order, book (and date), so a
 * release or a date change mails each pre-order once.
 */

const texts = textsOf('preorders');

type PreorderMail =
  | { kind: 'outPdf' | 'outPrinted'; publicUrl: string }
  | {
      kind: 'moved';
      releaseAt: Date;
      publicUrl: string;
    };

/** A day in the shop's calendar, written out in `lang` (e.g. 3 March 2027). */
export const releaseDay = (lang: Lang, date: Date) =>
  dateFormat(lang, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);

/** `template` filled as text and as HTML, each value isolated in its own direction in the HTML. */
function filled(lang: Lang, template: string, values: Record<string, string>) {
  const html = escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : `<bdi>${escapeHtml(values[name])}</bdi>`,
  );
  return { text: fill(lang, template, values), html };
}

function preorderMail(lang: Lang, title: string, orderId: number, mail: PreorderMail) {
  const t = texts[lang].mail;
  const n = fill(lang, t.number, { n: String(orderId) });
  const base = mail.publicUrl.replace(/\/+$/, '');
  const body =
    mail.kind === 'moved'
      ? filled(lang, t.moved, { date: releaseDay(lang, mail.releaseAt), n })
      : filled(lang, mail.kind === 'outPdf' ? t.outPdf : t.outPrinted, { n });
  const [label, href] =
    mail.kind === 'outPdf' ? [t.myBooks, `${base}/#/my-books`] : [t.myOrders, `${base}/#/my-orders`];
  return layoutMail(lang, {
    subject: fill(lang, mail.kind === 'moved' ? t.movedSubject : t.outSubject, { title }),
    html: [
      `<p>${body.html}</p>`,
      `<p><a href="${escapeHtml(href)}" style="color:#3d2b1f;font-weight:bold">${escapeHtml(label)}</a></p>`,
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join('\n'),
    text: [body.text, '', `${label}: ${href}`, '', t.signature].join('\n'),
  });
}

/** Writes the pre-order mail of order `orderId` about book `bookId` to the outbox, once per key. */
export async function enqueuePreorderMail(tx: Db, orderId: number, bookId: number, mail: PreorderMail) {
  const order = await orderParcelOf(tx, orderId);
  const client = order && (await clientMailbox(tx, order.clientId));
  if (!client) return null;
  const book = (await booksForOrder(tx, [bookId], client.language)).get(bookId);
  if (!book) return null;
  const key =
    mail.kind === 'moved'
      ? `order:${orderId}:release-moved:${bookId}:${mail.releaseAt.getTime()}`
      : `order:${orderId}:released:${bookId}`;
  return enqueueMail(tx, {
    key,
    kind: mail.kind === 'moved' ? 'preorder_date_moved' : 'preorder_released',
    to: client.email,
    language: client.language,
    ...preorderMail(client.language, book.title, orderId, mail),
  });
}
