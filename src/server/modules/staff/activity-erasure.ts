import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffActivity } from '#server/db/schema/staff.ts';
import {
  type ClientErasure,
  ERASED_NAME,
  emailMention,
  erasedEmail,
  wholeMention,
} from '#server/services/client-erasure.ts';

/*
 * An erased reader's mentions in the activity log (decision 085). The log keeps what staff did, to
 * which record and when; the reader's e-mail and name in an entry's fields become the anonymised
 * account's. The e-mail is looked for in every entry (a reply to their message, their address taken
 * off the newsletter); the name only in entries about the reader (their account, a record naming their
 * client id, an entry holding their e-mail), since another reader may bear the same name. Both match
 * whole: 'sara@example.com' is no mention in 'nsara@example.com', nor 'Sara' in 'Sarah'.
 */

type Fields = Record<string, unknown> | null;
type Replacement = [RegExp, string];

/** `value` with every match of `replacements` replaced, in every string it holds however deep. */
function scrubbed(value: unknown, replacements: Replacement[]): unknown {
  if (typeof value === 'string') {
    return replacements.reduce((text, [pattern, by]) => text.replace(pattern, () => by), value);
  }
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, replacements));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, scrubbed(item, replacements)]),
    );
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Replaces the reader's e-mail and name in the entries that mention them, in the erasure's transaction. */
export async function eraseActivityMentions(tx: Db, event: ClientErasure): Promise<void> {
  const email = event.email.trim().toLowerCase();
  const name = event.name.trim();
  const id = event.clientId;
  const fieldsText = sql`lower(coalesce(${staffActivity.before}::text, '') || coalesce(${staffActivity.after}::text, ''))`;
  const entries = await tx
    .select()
    .from(staffActivity)
    .where(
      or(
        and(eq(staffActivity.entity, 'client'), eq(staffActivity.entityId, id)),
        sql`${staffActivity.before}->>'client_id' = ${String(id)}`,
        sql`${staffActivity.after}->>'client_id' = ${String(id)}`,
        email ? sql`strpos(${fieldsText}, ${email}) > 0` : undefined,
      ),
    )
    .orderBy(staffActivity.id)
    .for('update');
  const ofEmail: Replacement[] = email ? [[emailMention(email), erasedEmail(id)]] : [];
  const ofName: Replacement[] = name ? [[wholeMention(name, '\\p{L}\\p{N}'), ERASED_NAME]] : [];
  for (const entry of entries) {
    let before = scrubbed(entry.before, ofEmail) as Fields;
    let after = scrubbed(entry.after, ofEmail) as Fields;
    const about =
      (entry.entity === 'client' && entry.entityId === id) ||
      entry.before?.client_id === id ||
      entry.after?.client_id === id ||
      !same(before, entry.before) ||
      !same(after, entry.after);
    if (!about) continue;
    before = scrubbed(before, ofName) as Fields;
    after = scrubbed(after, ofName) as Fields;
    if (same(before, entry.before) && same(after, entry.after)) continue;
    await tx.update(staffActivity).set({ before, after }).where(eq(staffActivity.id, entry.id));
  }
}
