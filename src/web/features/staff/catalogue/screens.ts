import { ANY_STAFF, CATALOG_ROLES } from '#shared/contract/staff.ts';
import type { ConsoleScreen } from '../console/screen.ts';

/** The catalogue area's screens, each loaded on its own when opened (read by the console's router, ../screens.ts). */
export const catalogueScreens: ConsoleScreen[] = [
  { path: 'books', nav: 'books', roles: ANY_STAFF, page: () => import('./books/BooksScreen.tsx') },
  { path: 'books/import', nav: 'books', roles: ANY_STAFF, page: () => import('./import/ImportScreen.tsx') },
  { path: 'books/new', nav: 'books', roles: ANY_STAFF, page: () => import('./books/BookEditScreen.tsx') },
  { path: 'books/:id', nav: 'books', roles: ANY_STAFF, page: () => import('./books/BookEditScreen.tsx') },
  {
    path: 'waitlists',
    nav: 'waitlists',
    roles: CATALOG_ROLES,
    page: () => import('./preorders/WaitlistsScreen.tsx'),
  },
  {
    path: 'categories',
    nav: 'categories',
    roles: ANY_STAFF,
    page: () => import('./taxonomy/CategoriesScreen.tsx'),
  },
  { path: 'writers', nav: 'writers', roles: ANY_STAFF, page: () => import('./taxonomy/WritersScreen.tsx') },
  {
    path: 'cover-types',
    nav: 'coverTypes',
    roles: ANY_STAFF,
    page: () => import('./taxonomy/CoverTypesScreen.tsx'),
  },
  { path: 'sales', nav: 'sales', roles: CATALOG_ROLES, page: () => import('./sales/SalesScreen.tsx') },
];
