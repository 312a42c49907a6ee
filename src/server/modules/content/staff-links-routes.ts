import type { FastifyPluginAsync } from 'fastify';
import { refusedField, staffResource, without } from '#server/modules/staff/index.ts';
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
} from './admin-links.ts';
import { linkTypeInUse, contentMessages as m } from './staff-texts.ts';

/** A link's type, unless the service found none: then 422 on `link_type_id`. */
function knownType<T>(outcome: T | 'unknown_type'): T {
  if (outcome === 'unknown_type') throw refusedField('link_type_id', m.unknownLinkType);
  return outcome;
}

/** Link types (the footer's groups of links, in their `sort` order) and their links. */
export const linkRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/link-types',
    entity: 'link_type',
    topic: 'content',
    notFound: m.linkTypeNotFound,
    logged: without('id', 'links_count'),
    inUse: linkTypeInUse,
    list: { summary: 'Link types with their number of links (search, sort, pages)', run: listStaffLinkTypes },
    find: { summary: 'One link type', run: findStaffLinkType },
    create: { summary: 'Add a link type (admin, editor)', run: createLinkType, message: m.linkTypeCreated },
    update: {
      summary: 'Rename or move a link type (admin, editor); missing fields stay as they are',
      run: updateLinkType,
      message: m.linkTypeSaved,
    },
    remove: {
      summary: 'Delete a link type that holds no link (admin, editor); 409 names the links it holds',
      run: deleteLinkType,
      message: m.linkTypeDeleted,
    },
  });

  staffResource(app, {
    path: '/staff/links',
    entity: 'link',
    topic: 'content',
    notFound: m.linkNotFound,
    // the picture is uploaded and logged on its own route; the type's titles are the type's
    logged: without('id', 'image', 'link_type_title_ar', 'link_type_title_en'),
    loggedDeleted: without('id'),
    files: (link) => [link.image],
    list: { summary: 'Links, by link type (filter link_type_id, search, sort, pages)', run: listStaffLinks },
    find: { summary: 'One link', run: findStaffLink },
    create: {
      summary: 'Add a link (admin, editor); http and https addresses only',
      run: async (tx, body) => knownType(await createLink(tx, body)),
      message: m.linkCreated,
    },
    update: {
      summary: 'Change a link (admin, editor); missing fields stay as they are',
      run: async (tx, id, body) => knownType(await updateLink(tx, id, body)),
      message: m.linkSaved,
    },
    remove: {
      summary: 'Delete a link and its picture (admin, editor)',
      run: deleteLink,
      message: m.linkDeleted,
    },
  });
};
