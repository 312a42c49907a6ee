import { randomInt } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { rightsEnquiries, rightsEnquiryEvents } from '#server/db/schema/rights.ts';
import { orderableBooks } from '#server/modules/catalog/index.ts';
import { countriesByCode } from '#server/modules/reference/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import type { RightsEnquiryInput } from '#shared/contract/rights.ts';
import { WORLD } from '#shared/contract/rights-terms.ts';
import type { Lang, Localized } from '#shared/lang.ts';

/* An enquiry from the public form: checked against the catalogue and the shop's countries, then stored. */

export type EnquiryRow = typeof rightsEnquiries.$inferSelect;

/** Crockford's base 32: no I, L, O or U to misread when the reference is typed or said. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference such as `RE-7K3Q9X`: random, so that it tells nobody how many enquiries came. */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `RE-${code}`;
}

const refused = (field: string, message: Localized) =>
  new AppError(422, 'validation', commonMessages.validation, { [field]: [message] });

export type CheckedEnquiry = {
  input: RightsEnquiryInput;
  book: { id: number; title: Localized };
  /** The countries' names by code; empty for the world. */
  countries: Map<string, Localized>;
};

/**
 * What the schema cannot know: the book is one the shop shows, and every country is one of the
 * shop's list. 422 on the field otherwise.
 */
export async function checkEnquiry(db: Db, input: RightsEnquiryInput): Promise<CheckedEnquiry> {
  const [book] = await orderableBooks(db, [input.book_id]);
  if (!book) throw refused('book_id', fieldMessages.rightsBook!);
  const codes = input.territories.filter((code) => code !== WORLD);
  const countries = await countriesByCode(db, codes);
  if (countries.size !== codes.length) throw refused('territories', fieldMessages.rightsCountry!);
  return { input, book: { id: book.id, title: { ar: book.titleAr, en: book.titleEn } }, countries };
}

/** Stores the enquiry and its arrival in the history, in the caller's transaction. */
export async function storeEnquiry(tx: Db, checked: CheckedEnquiry, lang: Lang): Promise<EnquiryRow> {
  const { input, book } = checked;
  // A reference already taken (one in a billion) is drawn again.
  for (let attempt = 1; ; attempt++) {
    const [row] = await tx
      .insert(rightsEnquiries)
      .values({
        reference: newReference(),
        bookId: book.id,
        bookTitleAr: book.title.ar,
        bookTitleEn: book.title.en,
        territories: input.territories,
        language: input.language,
        format: input.format,
        printRun: input.print_run ?? null,
        company: input.company,
        contactName: input.contact_name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
        replyLanguage: lang,
      })
      .onConflictDoNothing({ target: rightsEnquiries.reference })
      .returning();
    if (row) {
      await tx.insert(rightsEnquiryEvents).values({ enquiryId: row.id, fromStatus: null, toStatus: 'new' });
      return row;
    }
    if (attempt === 5) throw new Error('no free rights enquiry reference');
  }
}
