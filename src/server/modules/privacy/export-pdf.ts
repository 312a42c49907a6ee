import { PDFDocument } from 'pdf-lib';
import { textsOf } from '#server/i18n/index.ts';
import { dateIn, GREY, Sheet, WIDTH } from '#server/modules/invoicing/index.ts';
import { statusNames } from '#server/modules/orders/index.ts';
import { PdfText } from '#server/services/pdf-text.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { DataExport } from '#shared/contract/privacy-export.ts';
import { dateFormat, regionNames } from '#shared/intl.ts';
import { directionOf, type Lang } from '#shared/lang.ts';

/*
 * The copy of a reader's data as an A4 PDF in their language, laid out from the reading side as the
 * shop's invoices are (Arabic on the right, shaped, figures and Latin text kept in their own order):
 * a heading per part, then its facts, a line or a block each.
 */

const texts = textsOf('privacyExport');
type Texts = (typeof texts)[Lang];

const LABEL = 140;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const timeIn = (value: string, lang: Lang) =>
  dateFormat(`${lang}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(value));

class Writer {
  constructor(
    readonly sheet: Sheet,
    readonly lang: Lang,
    readonly t: Texts,
  ) {}

  heading(title: string) {
    this.sheet.y -= 14;
    this.sheet.need(60);
    this.sheet.y -= this.sheet.put(
      title,
      { from: 0, width: WIDTH },
      { size: 13, weight: 'bold', direction: directionOf(this.lang) },
    );
    this.sheet.rule(this.sheet.y + 2);
    this.sheet.y -= 6;
  }

  fact(label: string, value: string, direction: 'ltr' | 'auto' = 'auto') {
    this.sheet.need(16);
    this.sheet.put(label, { from: 0, width: LABEL - 10 }, { color: GREY, direction: directionOf(this.lang) });
    this.sheet.y -= this.sheet.put(value || '—', { from: LABEL, width: WIDTH - LABEL }, { direction });
  }

  line(value: string, style: { weight?: 'bold'; indent?: number; grey?: boolean } = {}) {
    this.sheet.need(16);
    const from = style.indent ?? 0;
    this.sheet.y -= this.sheet.put(
      value,
      { from, width: WIDTH - from },
      { weight: style.weight, color: style.grey ? GREY : undefined },
    );
  }

  none(rows: readonly unknown[]) {
    if (rows.length === 0) this.line(this.t.none, { grey: true });
    return rows.length === 0;
  }
}

function profile(w: Writer, data: DataExport) {
  const { t, lang } = w;
  const p = data.profile;
  w.heading(t.profile);
  w.fact(t.name, p.name);
  w.fact(t.email, p.email);
  w.fact(t.dateOfBirth, p.date_of_birth ? dateIn(p.date_of_birth, lang) : '');
  w.fact(t.address, p.address);
  w.fact(t.mobile, p.mobile);
  w.fact(t.country, p.country ? (regionNames(lang).of(p.country) ?? p.country) : '');
  w.fact(t.language, p.language === 'ar' ? t.languageAr : t.languageEn);
  w.fact(t.memberSince, dateIn(p.created_at, lang));
  w.heading(t.sessions);
  if (w.none(data.sessions)) return;
  for (const session of data.sessions) {
    const parts = [fill(t.signedIn, { date: timeIn(session.signed_in_at, lang) })];
    if (session.last_seen_at) parts.push(fill(t.lastSeen, { date: timeIn(session.last_seen_at, lang) }));
    if (session.revoked_at) parts.push(t.revoked);
    w.line(parts.join(lang === 'ar' ? '، ' : ', '));
    if (session.user_agent) w.line(session.user_agent, { indent: 12, grey: true });
  }
}

function orders(w: Writer, data: DataExport) {
  const { t, lang } = w;
  w.heading(t.orders);
  if (w.none(data.orders)) return;
  for (const order of data.orders) {
    w.sheet.need(60);
    w.sheet.y -= 4;
    w.fact(t.orderNumber, order.number, 'ltr');
    w.fact(t.placed, dateIn(order.placed_at, lang));
    w.fact(t.status, statusNames[order.status as keyof typeof statusNames]?.[lang] ?? order.status);
    for (const line of order.lines) {
      // The book's title beside its figures, each in its own cell: a price keeps its sign on its side.
      const figures = fill(t.quantity, { count: line.quantity, price: line.unit_price.formatted });
      w.fact(line.book_title, figures, 'ltr');
    }
    w.fact(t.total, order.total.formatted, 'ltr');
  }
  w.heading(t.invoices);
  if (w.none(data.invoices)) return;
  for (const invoice of data.invoices) {
    const kind = invoice.kind === 'credit_note' ? t.creditNote : t.invoice;
    w.line(`${kind} ${invoice.number}`, { weight: 'bold' });
    w.fact(t.issued, dateIn(invoice.issued_at, lang));
    w.fact(t.orderNumber, invoice.order_number, 'ltr');
    w.fact(t.total, invoice.total.formatted, 'ltr');
  }
}

function gifts(w: Writer, data: DataExport) {
  const { t, lang } = w;
  w.heading(t.giftsGiven);
  if (!w.none(data.gifts.given)) {
    for (const gift of data.gifts.given) {
      w.line(`${gift.book_title} — ${dateIn(gift.created_at, lang)}`);
      w.line(fill(t.to, { name: gift.recipient_name, email: gift.recipient_email }), {
        indent: 12,
        grey: true,
      });
      if (gift.message) w.line(gift.message, { indent: 12, grey: true });
    }
  }
  w.heading(t.giftsReceived);
  if (!w.none(data.gifts.received)) {
    for (const gift of data.gifts.received) {
      w.line(`${gift.book_title} — ${gift.claimed_at ? dateIn(gift.claimed_at, lang) : ''}`);
    }
  }
  w.heading(t.readingPlaces);
  if (!w.none(data.reading_places)) {
    for (const place of data.reading_places) {
      w.fact(
        place.book_title,
        `${fill(t.page, { page: place.page, pages: place.pages })} — ${dateIn(place.updated_at, lang)}`,
      );
    }
  }
}

function consentsAndMessages(w: Writer, data: DataExport) {
  const { t, lang } = w;
  w.heading(t.consents);
  const { history } = data.consents;
  if (history.length === 0) w.line(t.neverAsked);
  for (const change of history) {
    w.fact(
      timeIn(change.recorded_at, lang),
      `${change.granted ? t.granted : t.withdrawn} ${t.source[change.source]}`,
    );
  }
  w.heading(t.newsletter);
  const subscription = data.newsletter;
  if (!subscription) w.line(t.none, { grey: true });
  else {
    const parts = [fill(t.subscribed, { date: dateIn(subscription.subscribed_at, lang) })];
    if (subscription.unsubscribed_at)
      parts.push(fill(t.unsubscribed, { date: dateIn(subscription.unsubscribed_at, lang) }));
    w.line(parts.join(lang === 'ar' ? '، ' : ', '));
  }
  w.heading(t.messages);
  if (w.none(data.messages)) return;
  for (const message of data.messages) {
    w.line(timeIn(message.sent_at, lang), { weight: 'bold' });
    w.line(message.message, { indent: 12 });
    for (const reply of message.replies) {
      w.line(`${fill(t.reply, { subject: reply.subject })} — ${timeIn(reply.sent_at, lang)}`, {
        indent: 12,
        grey: true,
      });
      w.line(reply.body, { indent: 24 });
    }
  }
}

/** The reader's data as PDF bytes, in the language of the copy. */
export async function dataExportPdf(data: DataExport): Promise<Uint8Array> {
  const lang = data.language;
  const t = texts[lang];
  const document = await PDFDocument.create();
  document.setTitle(`${t.title} — ${data.profile.name}`);
  document.setAuthor(SHOP_NAME[lang]);
  document.setLanguage(lang);
  const text = await PdfText.for(document);
  const sheet = new Sheet(document, text, directionOf(lang));
  sheet.put(SHOP_NAME[lang], { from: 0, width: WIDTH / 2 }, { size: 16, weight: 'bold' });
  sheet.y -=
    sheet.put(t.title, { from: WIDTH / 2, width: WIDTH / 2, align: 'end' }, { size: 16, weight: 'bold' }) + 6;
  sheet.y -= sheet.put(
    fill(t.intro, { shop: SHOP_NAME[lang], date: dateIn(data.generated_at, lang) }),
    { from: 0, width: WIDTH },
    { color: GREY },
  );
  sheet.y -= sheet.put(t.records, { from: 0, width: WIDTH }, { color: GREY, size: 9 });
  const writer = new Writer(sheet, lang, t);
  profile(writer, data);
  orders(writer, data);
  gifts(writer, data);
  consentsAndMessages(writer, data);
  await text.embed();
  return document.save();
}
