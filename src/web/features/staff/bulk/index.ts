/* What the console's other parts use of its bulk area. */
export { downloadStaffFile, toastRefusal } from './api.ts';
