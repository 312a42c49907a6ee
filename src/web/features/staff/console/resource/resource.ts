import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, EndpointKey, RequestOf } from '#shared/contract/endpoints.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../api.ts';

/*
 * A table-backed resource of the console (`GET /staff/links`, `POST …`, `GET|PUT|DELETE …/:id`): its
 * list, one record, save (add or change) and delete, typed by the contract's endpoint map and cached
 * under one key, so that every write asks its lists again and says the server's message.
 */

/** A path whose `GET` lists a resource of the console. */
type ListPath = {
  [K in EndpointKey]: K extends `GET /staff/${infer P}` ? `/staff/${P}` : never;
}[EndpointKey];
/** Endpoint `M P` when the contract has it. */
type Of<K extends string> = K extends EndpointKey ? K : never;

export type QueryOf<P extends ListPath> = NonNullable<RequestOf<Of<`GET ${P}`>>['query']>;
export type BodyOf<P extends ListPath> = RequestOf<Of<`POST ${P}`>>['body'];

type CacheKey = readonly unknown[];

export type ResourceOptions = {
  /** Where its answers are cached; `['staff', <last part of the path>]` unless said. */
  key?: CacheKey;
  /** Its lists are worded in the console's language, so they are cached per language. */
  localized?: boolean;
  /** Other cached answers a write changes (the shop's pages, the dashboard, other lists…). */
  alsoChanges?: readonly CacheKey[];
};

// One call for every endpoint of the resource: the types are the hooks' own, checked where they are declared.
const call = (endpoint: string, request: object) => staffApi(endpoint as never, request as never);

/** After a write: every answer under `key` and those `alsoChanges` names asked again, the message shown. */
function useWritten(key: CacheKey, alsoChanges: readonly CacheKey[] = []) {
  const queries = useQueryClient();
  return ({ message }: { message: string }) => {
    void queries.invalidateQueries({ queryKey: key });
    for (const other of alsoChanges) void queries.invalidateQueries({ queryKey: other });
    toast.success(message);
  };
}

export function staffResource<P extends ListPath>(path: P, options: ResourceOptions = {}) {
  const key: CacheKey = options.key ?? ['staff', path.slice('/staff/'.length)];

  return {
    key,

    /** What follows a write of the resource made by a call of its own (see useWritten). */
    useWritten() {
      return useWritten(key, options.alsoChanges);
    },

    /** A page of the list as `query` asks for it (see useStaffList). */
    useList(query: QueryOf<P>, enabled = true) {
      const { language } = useLanguage();
      const listKey = options.localized ? [...key, 'list', query, language] : [...key, 'list', query];
      return useStaffList(
        listKey,
        (signal) => call(`GET ${path}`, { query, signal }) as Promise<AnswerOf<Of<`GET ${P}`>>>,
        enabled,
      );
    },

    /** One record, asked on every visit; none is asked without an id. */
    useOne(id: number | undefined) {
      type One = AnswerOf<Of<`GET ${P}/:id`>>;
      return useQuery({
        queryKey: [...key, 'one', id],
        queryFn: async ({ signal }) =>
          ((await call(`GET ${path}/:id`, { params: { id: id! }, signal })) as One).data as One['data'],
        enabled: id !== undefined,
        staleTime: 0,
        retry: false,
      });
    },

    /** Adds a record (no id) or changes one. */
    useSave() {
      const written = useWritten(key, options.alsoChanges);
      type Saved = AnswerOf<Of<`POST ${P}`>> | AnswerOf<Of<`PUT ${P}/:id`>>;
      return useMutation({
        mutationFn: ({ id, body }: { id?: number; body: BodyOf<P> }) =>
          (id === undefined
            ? call(`POST ${path}`, { body })
            : call(`PUT ${path}/:id`, { params: { id }, body })) as Promise<Saved>,
        onSuccess: written,
      });
    },

    /** Deletes a record; the server refuses one still in use, and says so. */
    useRemove() {
      const written = useWritten(key, options.alsoChanges);
      return useMutation({
        mutationFn: (id: number) =>
          call(`DELETE ${path}/:id`, { params: { id } }) as Promise<AnswerOf<Of<`DELETE ${P}/:id`>>>,
        onSuccess: written,
      });
    },
  };
}
