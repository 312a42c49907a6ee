/* What the console's other parts use of its members area. */
export { useMembers } from './api.ts';
