import type { Db } from '#server/db/client.ts';
import { fill, textsOf } from '#server/i18n/index.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { lineBooksOf, type OrderRefundRow, orderParcelOf } from '#server/modules/orders/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';

/*
 * The reader's mail about a partial refund or a return, in the reader's language, written to the
 * outbox in the transaction that marks the refund done and keyed `order:<id>:refund:<refund id>`, so
 * it is written once however often the refund is settled.
 */

type Refund = OrderRefundRow;

const texts = textsOf('ordersRefundMail');
const orderTexts = textsOf('ordersMail');

/** A Latin run (price, number) kept left-to-right inside Arabic text. */
const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

/** `template` filled as text, and as HTML with each value isolated. */
function filled(template: string, values: Record<string, string>, lang: Lang) {
  return {
    text: fill(lang, template, values),
    html: escapeHtml(template).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : ltr(values[name]),
    ),
  };
}

export function refundMail(
  lang: Lang,
  facts: {
    name: string;
    orderId: number;
    refund: Refund;
    titles: Map<number, string>;
    /** The order's currency and its decimals: the refund's amount is in its minor units. */
    currency: { code: string; decimals: number };
    publicUrl: string;
  },
) {
  const t = texts[lang];
  const o = orderTexts[lang];
  const { refund } = facts;
  const n = fill(lang, o.number, { id: facts.orderId });
  const isReturn = refund.kind === 'return';
  const subject = fill(lang, isReturn ? t.returnSubject : t.partialSubject, { n });
  const lead = filled(isReturn ? t.returnLead : t.partialLead, { n }, lang);
  const html = [`<p>${escapeHtml(fill(lang, o.greeting, { name: facts.name }))}</p>`, `<p>${lead.html}</p>`];
  const text = [fill(lang, o.greeting, { name: facts.name }), '', lead.text];
  if (refund.method !== 'none') {
    const { code, decimals } = facts.currency;
    const amount = formatPrice(minorToUnits(refund.amountCents, decimals), { currency: code });
    const paid = filled(refund.method === 'card' ? t.card : t.cash, { amount }, lang);
    html.push(`<p>${paid.html}</p>`);
    text.push(paid.text);
  }
  if (refund.lines.length > 0) {
    const rows = refund.lines.map((line) => `${facts.titles.get(line.lineId) ?? ''} × ${line.quantity}`);
    html.push(
      `<p><strong>${escapeHtml(t.returnedCopies)}</strong></p><ul>${rows
        .map((row) => `<li><bdi>${escapeHtml(row)}</bdi></li>`)
        .join('')}</ul>`,
    );
    text.push('', `${t.returnedCopies}:`, ...rows.map((row) => `- ${row}`));
  }
  const href = `${facts.publicUrl.replace(/\/+$/, '')}/#/my-orders`;
  const signature = fill(lang, o.signature, { shop: SHOP_NAME });
  html.push(
    `<p style="margin-top:24px"><a href="${escapeHtml(href)}" style="color:#3d2b1f;font-weight:bold">${escapeHtml(o.myOrders)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
  );
  text.push('', `${o.myOrders}: ${href}`, '', signature);
  return layoutMail(lang, { subject, html: html.join('\n'), text: text.join('\n') });
}

/** Writes the refund's mail to the outbox in `tx`; a second call for the same refund writes nothing. */
export async function enqueueRefundMail(tx: Db, refund: Refund, publicUrl: string) {
  const order = await orderParcelOf(tx, refund.orderId);
  const client = order && (await clientMailbox(tx, order.clientId));
  if (!client) return null;
  const lines = await lineBooksOf(tx, refund.orderId);
  const books = await booksForOrder(
    tx,
    lines.map((line) => line.bookId),
    client.language,
  );
  const titles = new Map(
    lines.map((line) => {
      const book = books.get(line.bookId);
      return [line.id, (client.language === 'ar' ? book?.title_ar : book?.title_en) ?? ''];
    }),
  );
  const mail = refundMail(client.language, {
    name: client.name,
    orderId: refund.orderId,
    refund,
    titles,
    currency: { code: order.currency, decimals: order.currencyDecimals },
    publicUrl,
  });
  return enqueueMail(tx, {
    key: `order:${refund.orderId}:refund:${refund.id}`,
    kind: refund.kind === 'return' ? 'order_returned' : 'order_refunded',
    to: client.email,
    language: client.language,
    ...mail,
  });
}
