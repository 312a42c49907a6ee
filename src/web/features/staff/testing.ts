/* What tests outside the staff console use of it: the list of its screens. */
export { consoleScreens } from './screens.ts';
