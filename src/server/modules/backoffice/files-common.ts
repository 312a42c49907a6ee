/* What the upload routes share in their OpenAPI description. */

export const uploadNote =
  'multipart/form-data with one file in the field `file` and nothing else. What the file is, is decided ' +
  'by its content; its name and declared type are ignored, and the server names what it stores. A ' +
  'refused file (4xx) leaves the previous one in place.';
