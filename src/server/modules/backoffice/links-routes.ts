import type { FastifyPluginAsync } from 'fastify';
import {
  createLink,
  createLinkType,
  deleteLink,
  deleteLinkType,
  findStaffLink,
  findStaffLinkType,
  listStaffLinks,
  listStaffLinkTypes,
  updateLink,
  updateLinkType,
} from '#server/modules/content/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { createStorages } from '#server/services/storage.ts';
import { linkTypeInUse, contentMessages as m } from './content-messages.ts';
import { listAnswer, loggedFields, removeFiles } from './list-answer.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];

/** 422 on `link_type_id`: the type named does not exist. */
const unknownLinkType = () =>
  new AppError(422, 'validation', commonMessages.validation, { link_type_id: [m.unknownLinkType] });

/** Link types: the footer's groups of links, in their `sort` order. */
const linkTypeRoutes: FastifyPluginAsync = async (app) => {
  const entity = 'link_type';
  const counted = ['id', 'links_count'] as const;

  route(
    app,
    'GET /staff/link-types',
    { tags, summary: 'Link types with their number of links (search, sort, pages)' },
    async (request) => listAnswer(request, await listStaffLinkTypes(app.db, request.query, request.lang)),
  );

  route(app, 'GET /staff/link-types/:id', { tags, summary: 'One link type' }, async (request) => {
    const found = await findStaffLinkType(app.db, request.params.id);
    if (!found) throw notFound(m.linkTypeNotFound);
    return { data: found };
  });

  route(
    app,
    'POST /staff/link-types',
    { tags, summary: 'Add a link type (admin, editor)' },
    async (request, reply) => {
      const created = await staffWrite(request, 'content', async (tx, record) => {
        const type = await createLinkType(tx, request.body);
        await record({ action: 'create', entity, entityId: type.id, after: loggedFields(type, counted) });
        return type;
      });
      return reply.status(201).send({ data: created, message: m.linkTypeCreated[request.lang] });
    },
  );

  route(
    app,
    'PUT /staff/link-types/:id',
    { tags, summary: 'Rename or move a link type (admin, editor); missing fields stay as they are' },
    async (request) => {
      const saved = await staffWrite(request, 'content', async (tx, record) => {
        const outcome = await updateLinkType(tx, request.params.id, request.body);
        if (!outcome) throw notFound(m.linkTypeNotFound);
        await record.changes(
          { entity, entityId: request.params.id },
          loggedFields(outcome.before, counted),
          loggedFields(outcome.after, counted),
        );
        return outcome.after;
      });
      return { data: saved, message: m.linkTypeSaved[request.lang] };
    },
  );

  route(
    app,
    'DELETE /staff/link-types/:id',
    { tags, summary: 'Delete a link type that holds no link (admin, editor); 409 names the links it holds' },
    async (request) => {
      await staffWrite(request, 'content', async (tx, record) => {
        const outcome = await deleteLinkType(tx, request.params.id);
        if (!outcome) throw notFound(m.linkTypeNotFound);
        if ('usedBy' in outcome) throw new AppError(409, 'in_use', linkTypeInUse(outcome.usedBy));
        const before = loggedFields(outcome.deleted, counted);
        await record({ action: 'delete', entity, entityId: request.params.id, before });
      });
      return { message: m.linkTypeDeleted[request.lang] };
    },
  );
};

/** Links: a name in each language, a web address, a picture (uploaded on its own route). */
const linkItemRoutes: FastifyPluginAsync = async (app) => {
  const entity = 'link';
  const media = createStorages(app.config).media;
  const notLogged = ['id', 'image', 'link_type_title_ar', 'link_type_title_en'] as const;

  route(
    app,
    'GET /staff/links',
    { tags, summary: 'Links, by link type (filter link_type_id, search, sort, pages)' },
    async (request) => listAnswer(request, await listStaffLinks(app.db, request.query, request.lang)),
  );

  route(app, 'GET /staff/links/:id', { tags, summary: 'One link' }, async (request) => {
    const found = await findStaffLink(app.db, request.params.id);
    if (!found) throw notFound(m.linkNotFound);
    return { data: found };
  });

  route(
    app,
    'POST /staff/links',
    { tags, summary: 'Add a link (admin, editor); http and https addresses only' },
    async (request, reply) => {
      const created = await staffWrite(request, 'content', async (tx, record) => {
        const link = await createLink(tx, request.body);
        if (link === 'unknown_type') throw unknownLinkType();
        await record({ action: 'create', entity, entityId: link.id, after: loggedFields(link, notLogged) });
        return link;
      });
      return reply.status(201).send({ data: created, message: m.linkCreated[request.lang] });
    },
  );

  route(
    app,
    'PUT /staff/links/:id',
    { tags, summary: 'Change a link (admin, editor); missing fields stay as they are' },
    async (request) => {
      const saved = await staffWrite(request, 'content', async (tx, record) => {
        const outcome = await updateLink(tx, request.params.id, request.body);
        if (!outcome) throw notFound(m.linkNotFound);
        if (outcome === 'unknown_type') throw unknownLinkType();
        await record.changes(
          { entity, entityId: request.params.id },
          loggedFields(outcome.before, notLogged),
          loggedFields(outcome.after, notLogged),
        );
        return outcome.after;
      });
      return { data: saved, message: m.linkSaved[request.lang] };
    },
  );

  route(
    app,
    'DELETE /staff/links/:id',
    { tags, summary: 'Delete a link and its picture (admin, editor)' },
    async (request) => {
      const deleted = await staffWrite(request, 'content', async (tx, record) => {
        const link = await deleteLink(tx, request.params.id);
        if (!link) throw notFound(m.linkNotFound);
        await record({ action: 'delete', entity, entityId: link.id, before: loggedFields(link, ['id']) });
        return link;
      });
      await removeFiles(media, [deleted.image], request.log);
      return { message: m.linkDeleted[request.lang] };
    },
  );
};

export const linkRoutes: FastifyPluginAsync = async (app) => {
  await app.register(linkTypeRoutes);
  await app.register(linkItemRoutes);
};
