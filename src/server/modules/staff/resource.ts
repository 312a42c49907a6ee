import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import { type EndpointRequest, route } from '#server/plugins/route.ts';
import type { ChangeTopic } from '#server/services/change-feed.ts';
import { type ListPage, listAnswer, loggedFields, removeFiles } from '#server/services/list-answer.ts';
import { createStorages } from '#server/services/storages.ts';
import type { EndpointKey } from '#shared/contract/endpoints.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { staffWrite } from './write.ts';

/*
 * A table-backed resource of the back office: its list, one record, and adding, changing and deleting
 * one, each a staff write with its activity row. The endpoints, their schemas and who may call them
 * come from the shared endpoint map (`GET path`, `GET path/:id`, `POST path`, `PUT path/:id`,
 * `DELETE path/:id`); the module's services do the reading and writing; this file does the rest the
 * same way for every resource: 404 for a missing record, 409 for one still in use, the 201 of a new
 * record, the changed fields in the log, the files of a deleted record, the cache announcement.
 */

type Fields = Record<string, unknown>;

/** The base paths of the map's resources: each has a `…/:id` endpoint. */
type Path = { [K in EndpointKey]: K extends `${string} ${infer P}/:id` ? P : never }[EndpointKey];
type Req<K extends string> = K extends EndpointKey ? EndpointRequest<K> : never;

type Operation<Run> = { summary: string; description?: string; run: Run };
type Write<Run> = Operation<Run> & { message: Localized };

type StaffResource<P extends Path, Row extends { id: number }, U> = {
  path: P;
  /** The activity log's name for the records. */
  entity: string;
  /** What every API process is told changed after a write, or null. */
  topic: ChangeTopic | null;
  notFound: Localized;
  /** A record's fields for its create and update rows (default: all of them). */
  logged?: (row: Row) => Fields;
  /** A deleted record's fields for its delete row (default: `logged`). */
  loggedDeleted?: (row: Row) => Fields;
  /** The 409 of a record still in use, from what its delete service answered. */
  inUse?: (usedBy: U) => Localized;
  /** The public files of a deleted record, removed after it is. */
  files?: (row: Row) => (string | null)[];
  list?: Operation<(db: Db, query: Req<`GET ${P}`>['query'], lang: Lang) => Promise<ListPage<unknown>>>;
  find?: Operation<(db: Db, id: number) => Promise<Row | null | undefined>>;
  create?: Write<(tx: Db, body: Req<`POST ${P}`>['body'], request: FastifyRequest) => Promise<Row>>;
  update?: Write<
    (
      tx: Db,
      id: number,
      body: Req<`PUT ${P}/:id`>['body'],
      request: FastifyRequest,
    ) => Promise<{ before: Row; after: Row } | null | undefined>
  >;
  /** Deletes the record: answers it as it was (or `{deleted}`), `{usedBy}` to refuse, null when missing. */
  remove?: Write<(tx: Db, id: number) => Promise<Row | { deleted: Row } | { usedBy: U } | null | undefined>>;
};

type AnyRequest = FastifyRequest<{ Params: { id: number } }>;

/** A record's fields for the log, less `left` (its id, counts of other records, files). */
export const without =
  (...left: string[]) =>
  <T extends Fields>(row: T) =>
    loggedFields(row, left);

/** 422 naming each field, as a schema refusal does: e.g. a record it refers to does not exist. */
export const refusedField = (fields: string | string[], message: Localized) =>
  new AppError(
    422,
    'validation',
    commonMessages.validation,
    Object.fromEntries([fields].flat().map((field) => [field, [message]])),
  );

/** Registers the resource's endpoints on `app` (a plugin mounted under /api). */
export function staffResource<P extends Path, Row extends { id: number }, U = never>(
  app: FastifyInstance,
  spec: StaffResource<P, Row, U>,
): void {
  const { path, entity, topic, list, find, create, update, remove } = spec;
  const logged = spec.logged ?? ((row: Row) => row);
  const loggedDeleted = spec.loggedDeleted ?? logged;
  const missing = () => notFound(spec.notFound);
  const on = (
    key: string,
    { summary, description }: Operation<unknown>,
    handler: (request: AnyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => route(app, key as EndpointKey, { summary, ...(description ? { description } : {}) }, handler as never);

  if (list) {
    on(`GET ${path}`, list, async (request) =>
      listAnswer(request, await list.run(app.db, request.query as never, request.lang)),
    );
  }

  if (find) {
    on(`GET ${path}/:id`, find, async (request) => {
      const found = await find.run(app.db, request.params.id);
      if (!found) throw missing();
      return { data: found };
    });
  }

  if (create) {
    on(`POST ${path}`, create, async (request, reply) => {
      const data = await staffWrite(request, topic, async (tx, record) => {
        const row = await create.run(tx, request.body as never, request);
        await record({ action: 'create', entity, entityId: row.id, after: logged(row) });
        return row;
      });
      return reply.status(201).send({ data, message: create.message[request.lang] });
    });
  }

  if (update) {
    on(`PUT ${path}/:id`, update, async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, topic, async (tx, record) => {
        const outcome = await update.run(tx, id, request.body as never, request);
        if (!outcome) throw missing();
        await record.changes({ entity, entityId: id }, logged(outcome.before), logged(outcome.after));
        return outcome.after;
      });
      return { data, message: update.message[request.lang] };
    });
  }

  if (remove) {
    const media = spec.files ? createStorages(app.config).media : null;
    on(`DELETE ${path}/:id`, remove, async (request) => {
      const { id } = request.params;
      const deleted = await staffWrite(request, topic, async (tx, record) => {
        const outcome = (await remove.run(tx, id)) as Row | { deleted: Row } | { usedBy: U } | null;
        if (!outcome) throw missing();
        if ('usedBy' in outcome) throw new AppError(409, 'in_use', spec.inUse!(outcome.usedBy));
        const row = 'deleted' in outcome ? outcome.deleted : outcome;
        await record({ action: 'delete', entity, entityId: id, before: loggedDeleted(row) });
        return row;
      });
      if (media && spec.files) await removeFiles(media, spec.files(deleted), request.log);
      return { message: remove.message[request.lang] };
    });
  }
}

/** The paths of the map's single-record settings: read with GET, changed with PUT. */
type SettingsPath = {
  [K in EndpointKey]: K extends `PUT ${infer P}` ? (`GET ${P}` extends EndpointKey ? P : never) : never;
}[EndpointKey];

type StaffSettings<P extends SettingsPath, S extends Fields> = {
  path: P;
  /** The activity log's name for the settings. */
  entity: string;
  read: Operation<(db: Db) => Promise<S>>;
  write: Write<(tx: Db, body: Req<`PUT ${P}`>['body']) => Promise<{ before: S; after: S }>>;
};

/** Registers the GET and PUT of one record of settings; a change leaves its activity row. */
export function staffSettings<P extends SettingsPath, S extends Fields>(
  app: FastifyInstance,
  spec: StaffSettings<P, S>,
) {
  const { path, entity, read, write } = spec;
  route(app, `GET ${path}` as EndpointKey, { summary: read.summary }, (async () => ({
    data: await read.run(app.db),
  })) as never);
  route(app, `PUT ${path}` as EndpointKey, { summary: write.summary }, (async (request: FastifyRequest) => {
    const data = await staffWrite(request, null, async (tx, record) => {
      const { before, after } = await write.run(tx, request.body as never);
      await record.changes({ entity }, before, after);
      return after;
    });
    return { data, message: write.message[request.lang] };
  }) as never);
}
