import { escapeHtml } from '#server/services/mail-layout.ts';
import { currencyDecimals } from '#shared/contract/currencies.ts';
import { isPaymentMethod, PAYMENT_METHOD_NAMES } from '#shared/contract/payment-methods.ts';
import { decimalAmount } from '#shared/minor-units.ts';

/*
 * The sandbox's stand-in for a provider's hosted card page, in Arabic then English. It asks for no
 * card: it says plainly that it is a test and offers to pay, decline or go back. For a reference to
 * pay at an outlet it shows the reference, and paying it is the outlet taking the cash.
 */

type PageSession = {
  id: string;
  orderId: number;
  amountCents: number;
  currency: string;
  voucher?: string;
  method?: string;
};

/** The method the buyer chose on the shop (mada, Apple Pay, KNET…), named as its own page would. */
function methodLines(method: string | undefined) {
  if (!method || !isPaymentMethod(method)) return '';
  const name = PAYMENT_METHOD_NAMES[method];
  return `<p>طريقة الدفع: <bdi>${escapeHtml(name.ar)}</bdi> (تجربة)</p>
<p lang="en">Paying with ${escapeHtml(name.en)} (test)</p>`;
}

const button = (action: string, label: string, colour: string) =>
  `<form method="post" action="${action}"><button type="submit" style="background:${colour}">${label}</button></form>`;

/** The amount in the currency's units with its decimals: 3838 fils is '3.838 KWD', 1250 cents '12.50 USD'. */
function pageAmount(amountCents: number, currency: string): string {
  const code = currency.toUpperCase();
  const decimals = /^[A-Z]{3}$/.test(code) ? currencyDecimals(code) : 2;
  return `${decimalAmount(amountCents, decimals)} ${escapeHtml(code)}`;
}

export function sandboxPage(session: PageSession, path: string) {
  const amount = pageAmount(session.amountCents, session.currency);
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>صفحة دفع تجريبية · Test payment page</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #fdf8ec; color: #1f2937; }
main { max-width: 32rem; margin-inline: auto; background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 1px 4px #0002; }
.notice { background: #fef3c7; border: 2px dashed #b45309; border-radius: .75rem; padding: 1rem; font-weight: 700; }
p[lang="en"], div[lang="en"] { direction: ltr; text-align: start; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-block-start: 1.5rem; }
button { color: #fff; border: 0; border-radius: .5rem; padding: .75rem 1.25rem; font-size: 1rem; font-weight: 700; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>صفحة دفع تجريبية</h1>
<div class="notice">
<p>هذه صفحة تجربة وليست بوابة دفع حقيقية: لا تُطلب بطاقة ولا يُخصم أي مبلغ.</p>
<p lang="en">This is a test page, not a real payment gateway: no card is asked for and no money moves.</p>
</div>
<p>الطلب رقم ${session.orderId} · المبلغ <bdi dir="ltr">${amount}</bdi></p>
<p lang="en">Order ${session.orderId} · Amount ${amount}</p>
${methodLines(session.method)}
${
  session.voucher
    ? `<p>الرقم المرجعي <bdi>${escapeHtml(session.voucher)}</bdi>، كما يُدفع في منفذ فوري</p>
<p lang="en">Reference ${escapeHtml(session.voucher)}, as paid at a Fawry outlet</p>`
    : ''
}
<div class="actions">
${button(`${path}/pay`, 'ادفع (تجربة) · Pay (test)', '#15803d')}
${button(`${path}/decline`, 'ارفض (تجربة) · Decline (test)', '#b91c1c')}
${button(`${path}/cancel`, 'إلغاء · Cancel', '#4b5563')}
</div>
</main>
</body>
</html>`;
}
