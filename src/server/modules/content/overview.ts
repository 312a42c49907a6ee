import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { akhbars, articles } from '#server/db/schema/content.ts';

/** How many news items and Kashkoul articles there are, for the console's dashboard. */
export async function contentOverview(db: Db) {
  const [news] = await db.select({ count: sql<number>`count(*)::int` }).from(akhbars);
  const [kashkoul] = await db.select({ count: sql<number>`count(*)::int` }).from(articles);
  return { news: news!.count, kashkoul: kashkoul!.count };
}
