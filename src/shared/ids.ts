/* Record ids as the database keeps them: PostgreSQL integers. No zod here: the web's pages load it. */

/** The largest id the database holds. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number that fits an id, from a route, a query string or a command line; else undefined. */
export function positiveId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : undefined;
}
