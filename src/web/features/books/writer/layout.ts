/* The writer's page's frame, shared by the page and the app's first script (app/preload.ts). */

/** The header's columns: the photo, then the name, life and biography. */
export const WRITER_HEADER_COLUMNS = 'sm:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)]';

/** The photo's width on the page, as the header's columns and the portrait's frame lay it out. */
export const WRITER_PHOTO_SIZES = '(min-width: 1024px) 224px, (min-width: 640px) 176px, 160px';
