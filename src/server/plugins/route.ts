import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  type EndpointEntry,
  type EndpointKey,
  type Endpoints,
  endpoints,
} from '#shared/contract/endpoints.ts';
import type { StaffRole } from '#shared/contract/staff.ts';

/*
 * A route of the API is registered from its entry in the shared endpoint map: method and path from
 * the key, the schemas of its params, query, body and answer, who may call it (`roles` for staff,
 * `auth: 'client'` for a signed-in client) and which 2xx statuses it answers with. The route file
 * adds only what is its own: the handler, its documentation and options such as rate limits.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 without a live staff token, 403 when the member's role is not in `roles`. */
    requireStaff(roles?: readonly StaffRole[]): onRequestHookHandler;
  }
}

type Part<E, P extends string> = E extends { [K in P]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The request of endpoint K, with its params, query and body as their schemas parse them. */
export type EndpointRequest<K extends EndpointKey> = FastifyRequest<{
  Params: Part<Endpoints[K], 'params'>;
  Querystring: Part<Endpoints[K], 'query'>;
  Body: Part<Endpoints[K], 'body'>;
}>;

/** What the handler of endpoint K returns: its answer (before serialisation), or the reply it sent. */
type HandlerResult<K extends EndpointKey> = Endpoints[K] extends { response: infer S extends z.ZodType }
  ? z.input<S> | FastifyReply
  : unknown;

export type EndpointHandler<K extends EndpointKey> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<HandlerResult<K>>;

/** What a route file adds to the map's entry. */
export type RouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'preHandler' | 'onSend' | 'attachValidation' | 'compress'
> & {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Hidden from the API documentation. */
  hide?: boolean;
  /** Hooks run after the map's own guard (rate limits, a client looked up without being required). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** The media types the body may come as, when not JSON (an upload: multipart/form-data). */
  consumes?: string[];
  /** How the documentation says a caller signs in, where the map's guard does not say it. */
  security?: Array<Record<string, string[]>>;
};

const security = [{ bearer: [] }];

/** The schema Fastify validates, serialises and documents with, built from the map's entry. */
export function schemaOf(entry: EndpointEntry, options: RouteOptions = {}): FastifySchema {
  const answers = 'response' in entry && entry.response ? entry.response : undefined;
  const statuses = 'statuses' in entry && entry.statuses ? entry.statuses : [200];
  const consumes =
    options.consumes ?? ('upload' in entry && entry.upload ? ['multipart/form-data'] : undefined);
  return {
    ...(options.tags ? { tags: options.tags } : {}),
    ...(options.summary ? { summary: options.summary } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.hide ? { hide: true } : {}),
    ...(options.security
      ? { security: options.security }
      : 'roles' in entry || 'auth' in entry
        ? { security }
        : {}),
    ...('params' in entry ? { params: entry.params } : {}),
    ...('query' in entry ? { querystring: entry.query } : {}),
    ...('body' in entry ? { body: entry.body } : {}),
    ...(consumes ? { consumes } : {}),
    ...('file' in entry && entry.file ? { produces: [entry.file] } : {}),
    ...(answers ? { response: Object.fromEntries(statuses.map((status) => [status, answers])) } : {}),
  };
}

/** The guard the entry asks for, ahead of the route's own onRequest hooks. */
function guardOf(app: FastifyInstance, entry: EndpointEntry): onRequestHookHandler[] {
  if ('roles' in entry && entry.roles) return [app.requireStaff(entry.roles)];
  if ('auth' in entry && entry.auth === 'client') return [app.requireClient as onRequestHookHandler];
  return [];
}

/** Registers endpoint `key` of the map on `app` (a plugin mounted under /api). */
export function route<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  options: RouteOptions,
  handler: EndpointHandler<K>,
): void {
  const entry: EndpointEntry = endpoints[key];
  const [method, url] = key.split(' ') as [string, string];
  const { summary, description, tags, hide, onRequest, consumes, security: _, ...rest } = options;
  const hooks = [...guardOf(app, entry), ...[onRequest ?? []].flat()];
  app.route({
    ...rest,
    method,
    url,
    // The back office's routes are documented together under 'staff'.
    schema: schemaOf(entry, { tags: url.startsWith('/staff/') ? ['staff'] : undefined, ...options }),
    ...(hooks.length > 0 ? { onRequest: hooks } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
