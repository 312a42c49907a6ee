/** Envelopes of the API's answers (see DESIGN.md): one item, a list. Paginated lists use #shared/pagination.ts. */
export type One<T> = { data: T };
export type List<T> = { data: T[] };
