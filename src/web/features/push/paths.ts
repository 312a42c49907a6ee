/** One path segment: a route name such as `book-details`, or an id. Anything else is not followed. */
const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The page a tapped notification opens (spec §4): `/{route}` or `/{route}/{id}` from its data, or
 * undefined when the data names no route the shop could have sent.
 */
export function notificationPath(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { route, id } = data as { route?: unknown; id?: unknown };
  if (typeof route !== 'string' || !SEGMENT.test(route)) return undefined;
  if (id === undefined || id === null || id === '') return `/${route}`;
  const segment = String(id);
  return SEGMENT.test(segment) ? `/${route}/${segment}` : `/${route}`;
}
