import type { Db } from '#server/db/client.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { findClientOrder, orderParcelOf } from '#server/modules/orders/index.ts';
import { chargeRows } from '#server/modules/shipping/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { currencyDecimals } from '#shared/contract/currencies.ts';
import type { Order, OrderAddress } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits, unitsToMinor } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';
import { type OrderMailEvent, type OrderMailTexts, orderMailTexts } from './mail-texts.ts';

/*
 * The mails a client gets about an order, written to the outbox in the transaction that changes the
 * order: received (hard copy placed), paid (digital books bought), shipped, delivered, cancelled.
 * Each is keyed `order:<id>:<event>`, so a replayed change never writes a second one.
 */

export type OrderMailFacts = {
  event: OrderMailEvent;
  name: string;
  order: Order;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** Cancelled by the server because the payment time ran out. */
  expired?: boolean;
  /** Cancelled after it was paid: the card payment goes back. */
  refunded?: boolean;
  /** Paid with books still to come (pre-orders, decision 056): those are owned from their release. */
  preordered?: boolean;
  /** The decimals of the order's currency as it was charged; else the currency's own. */
  decimals?: number;
  publicUrl: string;
};

const kinds: Record<OrderMailEvent, string> = {
  received: 'order_received',
  paid: 'order_digital',
  giftPaid: 'order_gift',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

/** An amount in the order's currency, from its units (3.838) as the order answer gives them. */
type Money = (units: number) => string;
const moneyIn =
  (currency: string): Money =>
  (units) =>
    formatPrice(units, { currency });
/** A Latin run (price, number, e-mail) kept left-to-right inside Arabic text. */
const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
/** A text typed by someone (a title, a name, an address), laid out in its own direction. */
const own = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#3d2b1f;font-weight:bold">${escapeHtml(label)}</a>`;

function sentence(template: string, t: OrderMailTexts, id: number) {
  const [before, after] = template.split('{{n}}');
  return {
    text: `${before}${t.number(id)}${after ?? ''}`,
    html: `${escapeHtml(before)}${ltr(t.number(id))}${escapeHtml(after ?? '')}`,
  };
}

function linesPart(order: Order, t: OrderMailTexts, align: string, withPrices: boolean) {
  const money = moneyIn(order.currency);
  const cell = `style="padding:6px 8px;border-bottom:1px solid #eee;text-align:${align}"`;
  const head = withPrices ? [t.book, t.quantity, t.unitPrice, t.lineTotal] : [t.book, t.quantity];
  const rows = order.order_details.map((line) => {
    const values = [own(line.book.title), ltr(String(line.quantity))];
    if (withPrices) values.push(ltr(money(line.price)), ltr(money(line.total_price)));
    return `<tr>${values.map((v) => `<td ${cell}>${v}</td>`).join('')}</tr>`;
  });
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
<tr>${head.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join('')}</tr>
${rows.join('\n')}
</table>`;
  const text = order.order_details.map((line) => {
    const prices = withPrices ? ` × ${money(line.price)} = ${money(line.total_price)}` : '';
    return `- ${line.book.title}: ${line.quantity}${prices}`;
  });
  return { html, text };
}

/**
 * The order's amounts in hundredths of their minor units, the scale the charge rows count in (×100):
 * their rows then come back in whole minor units of the order's currency, whatever its decimals.
 */
function inHundredths(order: Order, decimals: number): Order {
  const scale = (units: number) => units * 10 ** (decimals - 2);
  return {
    ...order,
    net_price: scale(order.net_price),
    cod_fee: scale(order.cod_fee),
    tax: scale(order.tax),
    discount: scale(order.discount),
    tax_lines: order.tax_lines.map((line) => ({ ...line, amount: scale(line.amount) })),
  };
}

function totalsPart(order: Order, t: OrderMailTexts, lang: Lang, decimals: number) {
  const money = moneyIn(order.currency);
  const minor = (units: number) => unitsToMinor(units, decimals);
  const inUnits = (amount: number) => money(minorToUnits(amount, decimals));
  const subtotal = order.order_details.reduce((sum, line) => sum + minor(line.total_price), 0);
  const charges = chargeRows(inHundredths(order, decimals), subtotal, lang);
  const rows: [string, string][] = [[t.subtotal, inUnits(subtotal)]];
  if (charges.discountRow) rows.push([charges.discountRow[0], inUnits(charges.discountRow[1])]);
  if (charges.shipping > 0) rows.push([t.shipping, inUnits(charges.shipping)]);
  for (const [label, amount] of charges.rows) rows.push([label, inUnits(amount)]);
  rows.push([t.total, inUnits(minor(order.net_price))], [t.payment, order.payment_type_name]);
  return {
    html: rows
      .map(([label, value], i) => {
        const shown = i === rows.length - 1 ? escapeHtml(value) : ltr(value);
        return `<div>${escapeHtml(label)}: <strong>${shown}</strong></div>`;
      })
      .join('\n'),
    text: rows.map(([label, value]) => `${label}: ${value}`),
  };
}

function addressPart(lang: Lang, title: string, a: OrderAddress, side: 'shipping' | 'billing') {
  const field = (name: string) => String(a[`${side}_${name}` as keyof OrderAddress] ?? '');
  const country = a[`${side}_country`]?.name ?? '';
  const place = [field('city'), field('state')].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
  const words = [field('name'), field('address'), place, country];
  const latin = [field('postal_code'), field('short_address'), field('mobile'), field('email')].filter(
    Boolean,
  );
  return {
    html: `<div style="margin-top:12px"><strong>${escapeHtml(title)}</strong><br>${[
      ...words.map(own),
      ...latin.map(ltr),
    ].join('<br>')}</div>`,
    text: [title, ...words, ...latin].map((line, i) => (i === 0 ? line : `  ${line}`)),
  };
}

/** The mail about `facts.event`, in `lang`: subject, rtl or ltr HTML and plain text. */
export function orderMail(lang: Lang, facts: OrderMailFacts) {
  const t = orderMailTexts[lang];
  const { order, event } = facts;
  const align = lang === 'ar' ? 'right' : 'left';
  const base = facts.publicUrl.replace(/\/+$/, '');
  const words = t.events[event];
  const lead = sentence(words.lead, t, order.id);
  const html: string[] = [`<p>${escapeHtml(t.greeting(facts.name))}</p>`, `<p>${lead.html}</p>`];
  const text: string[] = [t.greeting(facts.name), '', lead.text];

  if (event === 'cancelled' && facts.expired) {
    html.push(`<p>${escapeHtml(t.expired)}</p>`);
    text.push(t.expired);
  }
  if (event === 'paid' && facts.preordered) {
    html.push(`<p>${escapeHtml(t.preordered)}</p>`);
    text.push(t.preordered);
  }
  if (event === 'cancelled' && facts.refunded) {
    html.push(`<p>${escapeHtml(t.refunded)}</p>`);
    text.push(t.refunded);
  }
  if (event === 'shipped') {
    const rows: [string, string][] = [];
    if (facts.carrier) rows.push([t.carrier, facts.carrier]);
    if (facts.trackingNumber) rows.push([t.tracking, facts.trackingNumber]);
    const lines = rows.map(([k, v]) => `${escapeHtml(k)}: <strong>${ltr(v)}</strong>`);
    // A parcel sent without a tracking number: the reader is told there is none to follow.
    if (!facts.trackingNumber) lines.push(escapeHtml(t.noTracking));
    html.push(`<p>${lines.join('<br>')}</p>`);
    text.push('', ...rows.map(([k, v]) => `${k}: ${v}`), ...(facts.trackingNumber ? [] : [t.noTracking]));
  }

  const priced = event === 'received' || event === 'paid' || event === 'giftPaid';
  const lines = linesPart(order, t, align, priced);
  html.push(lines.html);
  text.push('', `${t.books}:`, ...lines.text);

  if (priced) {
    const totals = totalsPart(order, t, lang, facts.decimals ?? currencyDecimals(order.currency));
    html.push(`<div>${totals.html}</div>`);
    text.push('', ...totals.text);
  }
  const addresses = order.order_billing_shipping;
  if (event === 'received' && addresses) {
    for (const part of [
      addressPart(lang, t.shippingAddress, addresses, 'shipping'),
      addressPart(lang, t.billingAddress, addresses, 'billing'),
    ]) {
      html.push(part.html);
      text.push('', ...part.text);
    }
    if (order.note) {
      html.push(`<p><strong>${escapeHtml(t.note)}:</strong> ${own(order.note)}</p>`);
      text.push('', `${t.note}: ${order.note}`);
    }
  }

  const [label, href] =
    event === 'paid'
      ? [t.myBooks, `${base}/#/my-books`]
      : event === 'giftPaid'
        ? [t.myGifts, `${base}/#/my-gifts`]
        : [t.myOrders, `${base}/#/my-orders`];
  html.push(`<p style="margin-top:24px">${link(href, label)}</p>`, `<p>${escapeHtml(t.signature)}</p>`);
  text.push('', `${label}: ${href}`, '', t.signature);

  return layoutMail(lang, {
    subject: sentence(words.subject, t, order.id).text,
    html: html.join('\n'),
    text: text.join('\n'),
  });
}

/**
 * Writes the mail about `event` of order `orderId` to the outbox, in the client's language, inside the
 * caller's transaction. A second call for the same order and event writes nothing.
 */
export async function enqueueOrderMail(
  tx: Db,
  orderId: number,
  event: OrderMailEvent,
  options: { publicUrl: string; expired?: boolean; refunded?: boolean; preordered?: boolean },
) {
  const row = await orderParcelOf(tx, orderId);
  const client = row && (await clientMailbox(tx, row.clientId));
  if (!row || !client) return null;
  const order = await findClientOrder(tx, row.clientId, orderId, client.language);
  if (!order) return null;
  const mail = orderMail(client.language, {
    event,
    name: client.name,
    order,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    expired: options.expired,
    refunded: options.refunded,
    preordered: options.preordered,
    decimals: row.currencyDecimals,
    publicUrl: options.publicUrl,
  });
  return enqueueMail(tx, {
    key: `order:${orderId}:${event}`,
    kind: kinds[event],
    to: client.email,
    language: client.language,
    ...mail,
  });
}
