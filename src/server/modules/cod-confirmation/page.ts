import { escapeHtml } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { CodLinkAction } from '#shared/contract/cod-confirmation.ts';
import type { Localized } from '#shared/lang.ts';

/*
 * The buyer's page behind a link (decision 097): a tiny bilingual HTML page, Arabic first, served by
 * the API without the web app's scripts. Opening a link changes nothing (mail scanners and chat
 * previews open links too): the page asks for the one tap, a form posted back to the same address.
 */

const ask: Record<CodLinkAction, { title: Localized; button: Localized; colour: string }> = {
  confirm: {
    title: { ar: 'تأكيد طلبك رقم {id}', en: 'Confirm your order {id}' },
    button: { ar: 'نعم، أؤكّد الطلب', en: 'Yes, I confirm the order' },
    colour: '#2e7d32',
  },
  cancel: {
    title: { ar: 'إلغاء طلبك رقم {id}', en: 'Cancel your order {id}' },
    button: { ar: 'نعم، ألغِ الطلب', en: 'Yes, cancel the order' },
    colour: '#8d6e63',
  },
};

const frame = (title: Localized, body: string) => `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title.ar)} · ${escapeHtml(title.en)}</title>
<style>body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f6f6f6;color:#222}main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}section{padding-block:.5rem}section+section{border-block-start:1px solid #eee}h1{font-size:1.2rem}button{font:inherit;padding:.75rem 1.5rem;border:0;border-radius:6px;color:#fff;cursor:pointer;display:grid;gap:.25rem;inline-size:100%}</style>
</head>
<body><main><p><strong>${escapeHtml(SHOP_NAME.ar)}</strong> · <span lang="en" dir="ltr">${escapeHtml(SHOP_NAME.en)}</span></p>
${body}
</main></body></html>`;

const both = (text: Localized, tag: 'h1' | 'p') =>
  `<section lang="ar" dir="rtl"><${tag}>${escapeHtml(text.ar)}</${tag}></section>\n<section lang="en" dir="ltr"><${tag}>${escapeHtml(text.en)}</${tag}></section>`;

const filled = (text: Localized, id: number): Localized => ({
  ar: text.ar.replace('{id}', String(id)),
  en: text.en.replace('{id}', String(id)),
});

/** The page asking for the tap; `action` is the form's address (the link itself). */
export function askPage(orderId: number, action: CodLinkAction, formAction: string) {
  const { title, button, colour } = ask[action];
  const heading = filled(title, orderId);
  return frame(
    heading,
    `${both(heading, 'h1')}
<form method="post" action="${escapeHtml(formAction)}">
<button type="submit" style="background:${colour}"><span lang="ar" dir="rtl">${escapeHtml(button.ar)}</span><span lang="en" dir="ltr">${escapeHtml(button.en)}</span></button>
</form>`,
  );
}

/** The page telling what happened, or why the link was refused (with its code). */
export function outcomePage(message: Localized, code?: string) {
  const note = code ? `\n<p><small dir="ltr">${escapeHtml(code)}</small></p>` : '';
  return frame(message, `${both(message, 'p')}${note}`);
}
