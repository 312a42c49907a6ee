import type { z } from 'zod';
import { CATALOG_ROLES, type StaffRole } from '../staff.ts';
import { fileUploadParamsSchema } from '../staff-files.ts';

/** One endpoint: its schemas, who may call it and how it answers. */
export type EndpointEntry = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data holding one file in the field `file` (sent as FormData). */
  upload?: true;
  /** The JSON answer of every 2xx status the route sends (`statuses`, default 200). */
  response?: z.ZodType;
  /** The answer is not JSON but a file of this media type (a download, a page). */
  file?: 'text/csv' | 'application/pdf' | 'text/html' | 'application/xml';
  /** The answer is a 303 redirect to a page of the shop (or back from a payment page). */
  redirect?: true;
  statuses?: readonly (200 | 201)[];
  /** Staff members of these roles only: 401 without a staff token, 403 for another role. */
  roles?: readonly StaffRole[];
  /** A signed-in client only: 401 without a client token. */
  auth?: 'client';
};

/** A file for the record `:id`, uploaded by a member who edits the catalogue and the content. */
export const recordUpload = <Response extends z.ZodType>(response: Response) =>
  ({ roles: CATALOG_ROLES, params: fileUploadParamsSchema, upload: true, response }) as const;
