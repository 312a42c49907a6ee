import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffUsers } from '#server/db/schema/staff.ts';
import type { CatalogService } from '#server/modules/catalog/index.ts';
import { hashPassword } from '#server/services/passwords.ts';
import {
  STAFF_BOOKS_PER_PAGE,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffBook,
  type StaffBooksQuery,
  type StaffMember,
  type StaffRole,
} from '#shared/contract/staff.ts';
import type { Lang } from '#shared/lang.ts';
import type { PaginationMeta } from '#shared/pagination.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export function toStaffMember(row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): StaffMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

export type NewStaff = { email: string; name: string; role: string; password: string };

/** Why a new staff member cannot be created as given, or null. */
export function staffProblem(input: NewStaff): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) return `not an e-mail address: ${input.email}`;
  if (!input.name.trim()) return 'the name is empty';
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) {
    return `the role must be one of ${STAFF_ROLES.join(', ')}, not ${input.role}`;
  }
  if (input.password.length < STAFF_PASSWORD_MIN) {
    return `the password must be at least ${STAFF_PASSWORD_MIN} characters`;
  }
  return null;
}

/**
 * Creates an active staff member with an argon2id password; undefined when the e-mail is taken.
 * E-mails are stored lower-cased, as login compares them.
 */
export async function createStaffMember(db: Db, input: NewStaff): Promise<StaffRow | undefined> {
  const problem = staffProblem(input);
  if (problem) throw new Error(problem);
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role as StaffRole,
      passwordHash: await hashPassword(input.password),
      active: true,
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  return row;
}

/** Books on sale, newest first, through the catalogue's own listing (its indexes and its counting). */
export async function listStaffBooks(
  catalog: CatalogService,
  query: StaffBooksQuery,
  lang: Lang,
  url: string,
): Promise<{ data: StaffBook[]; meta?: PaginationMeta }> {
  const listing = await catalog.listBooks(
    { ...query, per_page: query.per_page ?? STAFF_BOOKS_PER_PAGE },
    lang,
    url,
  );
  const data = listing.data.map((book) => ({
    id: book.id,
    title_ar: book.title_ar,
    title_en: book.title_en,
    publish_date: book.publish_date,
    cover: book.files.image[0]?.file_name ?? null,
  }));
  return listing.meta ? { data, meta: listing.meta } : { data };
}
