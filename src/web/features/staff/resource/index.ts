/* The console's table-backed resources: calls, list state, screens and forms built alike. */

export { actionsColumn } from './actions.tsx';
export { useListQuery } from './list-query.ts';
export { type BodyOf, type QueryOf, type ResourceOptions, staffResource } from './resource.ts';
export { useSaveForm } from './save-form.ts';
export { BackLink, ListScreen, Loaded, LoadFailed, RecordScreen } from './screens.tsx';
