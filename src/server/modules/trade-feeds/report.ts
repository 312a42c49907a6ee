import { messagesOf } from '#server/i18n/index.ts';
import type { OnixReportAnswer } from '#shared/contract/trade-feeds.ts';
import type { Lang } from '#shared/lang.ts';
import type { LeftOut, LeftOutReason, TradeProduct } from './products.ts';

const m = messagesOf('tradeFeeds');

const why: Record<LeftOutReason, keyof typeof m> = {
  no_isbn: 'noIsbn',
  invalid_isbn: 'invalidIsbn',
  no_format: 'noFormat',
};

/** What the export sends and what it leaves out, each book with why in `lang`. */
export function onixReport(
  products: TradeProduct[],
  leftOut: LeftOut[],
  lang: Lang,
): OnixReportAnswer['data'] {
  return {
    products: products.length,
    left_out: leftOut.map(({ book, reason }) => ({
      book_id: book.id,
      isbn: book.isbn,
      title_ar: book.titleAr,
      title_en: book.titleEn,
      reason,
      message: m[why[reason]][lang],
    })),
  };
}
