import { requireStaff } from '#server/modules/staff/index.ts';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import { fileUploadParamsSchema } from '#shared/contract/staff-files.ts';

/* What the upload routes share in their OpenAPI description and their hooks. */

export const tags = ['staff'];
export const security = [{ bearer: [] }];
export const consumes = ['multipart/form-data'];
export const params = fileUploadParamsSchema;
export const editors = requireStaff(CATALOG_ROLES);
export const uploadNote =
  'multipart/form-data with one file in the field `file` and nothing else. What the file is, is decided ' +
  'by its content; its name and declared type are ignored, and the server names what it stores. A ' +
  'refused file (4xx) leaves the previous one in place.';
