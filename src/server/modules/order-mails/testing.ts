/* What tests outside the order-mails module use of it. */

export { orderMailTexts } from './mail-texts.ts';
export { orderMail } from './mails.ts';
export { setUpOrderMailsTest } from './test-mails.ts';
export { voucherMail } from './voucher-mail.ts';
