import { beforeAll } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import type { RightsEnquiryBody } from '#shared/contract/rights.ts';
import type { StaffRole } from '#shared/contract/staff.ts';

/*
 * The rights module's tests: a book on sale and a hidden one, three of the shop's countries, one
 * member of each role, and an enquiry's body that the form takes.
 */

type Member = Awaited<ReturnType<typeof signedInStaff>>;

let mailbox = 0;
/** A new enquirer's address for each enquiry, so that the per-e-mail limit bites only where meant. */
export const nextEmail = () => `rights${++mailbox}-${Date.now().toString(36)}@editions.example`;

export function setUpRightsTest() {
  const ctx = setUpTestApp();
  const call = apiCaller(ctx);
  const books = {} as { onSale: { id: number }; hidden: { id: number } };
  const staff = {} as Record<StaffRole, Member>;

  beforeAll(async () => {
    await insertCountries(ctx.app.db, [
      { code: 'TR', nameAr: 'تركيا', nameEn: 'Turkey' },
      { code: 'FR', nameAr: 'فرنسا', nameEn: 'France' },
      { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
    ]);
    books.onSale = (await insertBook(ctx.app.db, { titleAr: 'رجال في الشمس', titleEn: 'Men in the Sun' }))!;
    books.hidden = (await insertBook(ctx.app.db, { titleAr: 'مسودة', titleEn: 'Draft', active: false }))!;
    for (const role of ['admin', 'editor', 'orders'] as const) staff[role] = await signedInStaff(ctx, role);
  });

  /** A body the form takes: Turkish print rights for Turkey and France, from a new address. */
  const body = (values: Partial<RightsEnquiryBody> = {}): RightsEnquiryBody => ({
    book_id: books.onSale.id,
    territories: ['TR', 'FR'],
    language: 'tr',
    format: 'print',
    print_run: 3000,
    company: 'Yapı Kredi Yayınları',
    contact_name: 'Ayşe Demir',
    email: nextEmail(),
    phone: '+90 212 252 47 00',
    message: 'We publish modern Arabic fiction in Turkish.',
    ...values,
  });

  /** The mails written to `address`, oldest first: kind and subject. */
  const mailsOf = async (address: string) =>
    (await mailsTo(ctx.app.db, address))
      .reverse()
      .map((mail) => ({ kind: mail.kind, subject: mail.subject }));

  return { ctx, call, books, staff, body, mailsOf };
}
