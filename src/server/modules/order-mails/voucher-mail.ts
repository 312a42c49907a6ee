import type { Db } from '#server/db/client.ts';
import { fill, textsOf } from '#server/i18n/index.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { orderParcelOf } from '#server/modules/orders/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { currencyDecimals } from '#shared/contract/currencies.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import { dateFormat } from '#shared/intl.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';

/*
 * The mail of a reference to pay at an outlet (decision 108), in the buyer's language: the reference,
 * the amount and until when it can be paid. Keyed by order and reference, so each reference is mailed
 * once however often the buyer opens the payment step.
 */

const texts = textsOf('vouchers');

export type VoucherFacts = {
  orderId: number;
  reference: string;
  expiresAt: Date;
  /** In minor units of `currency`. */
  amountCents: number;
  currency: string;
  /** The decimals of `currency` as the order was charged in it; else the currency's own. */
  decimals?: number;
  publicUrl: string;
};

/** The expiry in the shop's time zone, with the hour: a reference stops working at a given minute. */
const expiryOf = (lang: Lang, at: Date) =>
  dateFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(at);

/** A Latin run (reference, price) kept in its own direction inside Arabic text. */
const isolated = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

export function voucherMail(lang: Lang, facts: VoucherFacts) {
  const t = texts[lang].mail;
  const n = String(facts.orderId);
  const decimals = facts.decimals ?? currencyDecimals(facts.currency);
  const amount = formatPrice(minorToUnits(facts.amountCents, decimals), { currency: facts.currency });
  const expires = expiryOf(lang, facts.expiresAt);
  const href = `${facts.publicUrl.replace(/\/+$/, '')}/#/order-details?id=${facts.orderId}`;
  const intro = fill(lang, t.intro, { n });
  const rows: [string, string][] = [
    [t.reference, facts.reference],
    [t.amount, amount],
    [t.expires, expires],
  ];
  return layoutMail(lang, {
    subject: fill(lang, t.subject, { n }),
    html: [
      `<p>${escapeHtml(t.intro).replace('{{n}}', isolated(n))}</p>`,
      '<table role="presentation" style="border-collapse:collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:start;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0;font-weight:bold;font-size:18px">${isolated(value)}</td></tr>`,
      ),
      '</table>',
      `<p>${escapeHtml(t.after)}</p>`,
      `<p><a href="${escapeHtml(href)}" style="color:#3d2b1f;font-weight:bold">${escapeHtml(t.myOrders)}</a></p>`,
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join('\n'),
    text: [
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      t.after,
      '',
      `${t.myOrders}: ${href}`,
      '',
      t.signature,
    ].join('\n'),
  });
}

/** Writes the mail of the order's reference to the outbox, once per reference. */
export async function enqueueVoucherMail(tx: Db, facts: VoucherFacts) {
  const order = await orderParcelOf(tx, facts.orderId);
  const client = order && (await clientMailbox(tx, order.clientId));
  if (!client) return null;
  return enqueueMail(tx, {
    key: `order:${facts.orderId}:voucher:${facts.reference}`,
    kind: 'payment_voucher',
    to: client.email,
    language: client.language,
    ...voucherMail(client.language, { ...facts, decimals: order.currencyDecimals }),
  });
}
