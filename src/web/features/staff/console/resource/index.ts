/* The console's table-backed resources: calls, list state, screens and forms built alike. */

export { actionsColumn, rowActionColumn } from './actions.tsx';
export { useListQuery } from './list-query.ts';
export { type QueryOf, staffResource } from './resource.ts';
export { useSaveForm } from './save-form.ts';
export { BackLink, HistoryLink, ListScreen, Loaded, listTexts, RecordScreen } from './screens.tsx';
