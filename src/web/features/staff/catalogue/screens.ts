import { ANY_STAFF, CATALOG_ROLES } from '#shared/contract/staff.ts';
import { type ConsoleScreen, recordScreens, screen } from '../console/screen.ts';

/** The catalogue area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const catalogueScreens: ConsoleScreen[] = [
  screen('books', 'books', ANY_STAFF, () => import('./books/BooksScreen.tsx')),
  screen('books/import', 'books', ANY_STAFF, () => import('./import/ImportScreen.tsx')),
  screen('books/new', 'books', ANY_STAFF, () => import('./books/BookEditScreen.tsx')),
  screen('books/:id', 'books', ANY_STAFF, () => import('./books/BookEditScreen.tsx')),
  screen('waitlists', 'waitlists', CATALOG_ROLES, () => import('./preorders/WaitlistsScreen.tsx')),
  screen('categories', 'categories', ANY_STAFF, () => import('./taxonomy/CategoriesScreen.tsx')),
  screen('writers', 'writers', ANY_STAFF, () => import('./taxonomy/WritersScreen.tsx')),
  screen('writers/:id', 'writers', ANY_STAFF, () => import('./taxonomy/WriterEditScreen.tsx')),
  screen('cover-types', 'coverTypes', ANY_STAFF, () => import('./taxonomy/CoverTypesScreen.tsx')),
  screen('series', 'series', ANY_STAFF, () => import('./taxonomy/SeriesScreen.tsx')),
  screen('box-sets', 'boxSets', ANY_STAFF, () => import('./box-sets/BoxSetsScreen.tsx')),
  ...recordScreens(
    'box-sets',
    'boxSets',
    ANY_STAFF,
    () => import('./box-sets/BoxSetEditScreen.tsx'),
    CATALOG_ROLES,
  ),
  screen('sales', 'sales', CATALOG_ROLES, () => import('./sales/SalesScreen.tsx')),
];
