import { localize, messagesOf } from '#server/i18n/index.ts';

/** What the catalogue's CSV export and import say, in Arabic and English. */
export const bulkMessages = {
  ...messagesOf('backofficeBulk', 'previewedErrors'),
  refused: (errors: number) => localize('backofficeBulk', 'refused', { count: errors }),
  imported: (created: number, updated: number) =>
    localize('backofficeBulk', 'imported', { count: created, updated }),
  previewed: (create: number, update: number, errors: number) =>
    errors > 0
      ? localize('backofficeBulk', 'previewedErrors', { count: errors })
      : localize('backofficeBulk', 'previewed', { count: create, updated: update }),
};
