/* What the console's other parts use of its bulk area. */
export { downloadStaffFile, refusal, staffFetch, toastRefusal } from './api.ts';
