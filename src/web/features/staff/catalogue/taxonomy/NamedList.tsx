import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import type { FieldError, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { CATALOG_ROLES } from '#shared/contract/staff.ts';
import { TAXONOMY_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import type { Lang } from '#shared/lang.ts';
import type { PaginationMeta } from '#shared/pagination.ts';
import { toast } from '#web/api/toast.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { useStaffList } from '../../console/api.ts';
import { BilingualText } from '../../console/bilingual.tsx';
import { dirOf, FormActions, TextField } from '../../console/form.tsx';
import { type Column, useListParams } from '../../console/list.tsx';
import { actionsColumn, ListScreen, useSaveForm } from '../../console/resource/index.ts';

/*
 * A list of records named in Arabic and English (categories, writers, cover types, link types) with
 * one form above it that adds a record or renames the one chosen: search, sort and page in the URL,
 * the form checked by the API's own schema, the server's refusals (a record still in use) shown as it
 * words them, and what was typed kept on any error.
 */

/** One record as the list shows it, whatever its fields are called in the API. */
export type NamedRow = { id: number; ar: string; en: string; sort?: number; count: number };

export type NamedQuery = {
  page: number;
  per_page: number;
  sort: string;
  dir: 'asc' | 'desc';
  search?: string;
};

/** Where the records come from and how they are written; the names of their fields in the API. */
export type NamedSource = {
  /** Part of the query keys, e.g. 'categories'. */
  key: string;
  /** The i18n namespace and the key under which its texts are (title, lead, text, count…). */
  ns: string;
  prefix: string;
  /** `title` (title_ar, title_en) or `name` (name_ar, name_en). */
  field: 'title' | 'name';
  /** Has a `sort` (its place in the shop's lists). */
  ordered: boolean;
  /** The API's `sort` values for the name column and the count column, and the default order. */
  sorts: { text: string; count: string; place?: string };
  defaultSort: { sort: string; dir: 'asc' | 'desc' };
  /** The API's body schema (POST); the form is checked by it. */
  schema: z.ZodType;
  list(query: NamedQuery, signal: AbortSignal): Promise<{ data: NamedRow[]; meta: PaginationMeta }>;
  save(id: number | undefined, body: Record<string, unknown>): Promise<{ data: NamedRow; message: string }>;
  remove(id: number): Promise<{ message: string }>;
  /** The record's own screen, when it has more than its names (a writer's life and photo). */
  detailsLink?: (row: NamedRow) => string;
  /** Where the records that use this one are listed (e.g. its books), when there is such a list. */
  usersLink?: (row: NamedRow) => string;
  /** Other cached answers a write changes. */
  alsoChanges?: string[][];
};

/** Whether the signed-in member may change the catalogue and the content (the server decides anyway). */
export function useCanEdit() {
  const { staff } = useStaffSession();
  return Boolean(staff.role && CATALOG_ROLES.includes(staff.role));
}

const PER_PAGE = 20;

export function useNamedList(source: NamedSource, query: NamedQuery) {
  const { language } = useLanguage();
  return useStaffList(['staff', source.key, 'list', query, language], (signal) => source.list(query, signal));
}

export function useNamedWrites(source: NamedSource) {
  const queries = useQueryClient();
  const written = ({ message }: { message: string }) => {
    void queries.invalidateQueries({ queryKey: ['staff', source.key] });
    for (const key of source.alsoChanges ?? []) void queries.invalidateQueries({ queryKey: key });
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) => source.save(id, body),
    onSuccess: written,
  });
  const remove = useMutation({ mutationFn: (id: number) => source.remove(id), onSuccess: written });
  return { save, remove };
}

/** The text of a record in the console's language, the Arabic one when there is no English. */
export const rowText = (row: NamedRow, lang: Lang) => (lang === 'en' && row.en.trim() ? row.en : row.ar);

/** The form above the list: adds a record, or renames `editing`. */
export function NamedForm({
  source,
  editing,
  onDone,
}: {
  source: NamedSource;
  editing: NamedRow | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(source.ns);
  const { t: c } = useTranslation('console');
  const { language } = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { field, prefix } = source;
  const blank = { [`${field}_ar`]: '', [`${field}_en`]: '', ...(source.ordered ? { sort: 0 } : {}) };
  const { form, onSubmit, pending } = useSaveForm<FieldValues, NamedRow>({
    schema: source.schema as z.ZodType<unknown, FieldValues>,
    values: editing
      ? {
          [`${field}_ar`]: editing.ar,
          [`${field}_en`]: editing.en,
          ...(source.ordered ? { sort: editing.sort } : {}),
        }
      : blank,
    save: useNamedWrites(source).save,
    id: editing?.id,
    next: () => blank,
    onSaved: onDone,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);
  const headingId = `${source.key}-form`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className={`${panel} mb-4 grid gap-4 p-5`}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-brand-900">
        {editing ? t(`${prefix}.edit`, { name: rowText(editing, language) }) : t(`${prefix}.new`)}
      </h2>
      <BilingualText
        form={form}
        name={field}
        label={t(`${prefix}.text`)}
        required
        maxLength={TAXONOMY_LIMITS.name}
      />
      {source.ordered && (
        <TextField
          label={t(`${prefix}.place`)}
          hint={t(`${prefix}.placeHint`)}
          type="number"
          inputMode="numeric"
          min={0}
          dir="ltr"
          className="max-w-48"
          error={errors.sort as FieldError | undefined}
          {...form.register('sort', {
            setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        />
      )}
      <FormActions
        pending={pending}
        label={editing ? undefined : c('form.create')}
        onCancel={editing ? onDone : undefined}
      />
    </form>
  );
}

/**
 * The list's columns: the text in both languages (the console's own sorted and bold), the place when
 * ordered, the count (a link to the records using it) and, for those who may edit, edit and delete.
 */
function useNamedColumns(
  source: NamedSource,
  edit?: {
    remove: ReturnType<typeof useNamedWrites>['remove'];
    onEdit: Dispatch<SetStateAction<NamedRow | null>>;
  },
): Column<NamedRow>[] {
  const { t } = useTranslation(source.ns);
  const { t: c } = useTranslation('console');
  const { t: shared } = useTranslation('taxonomy');
  const { language } = useLanguage();
  const { prefix, sorts } = source;
  const columns: Column<NamedRow>[] = (['ar', 'en'] as const).map((lang) => ({
    key: lang,
    label: `${t(`${prefix}.text`)} ${c(lang === 'ar' ? 'form.arabic' : 'form.english')}`,
    sort: lang === language ? sorts.text : undefined,
    render: (row: NamedRow) => {
      const text = (
        <span lang={lang} dir={dirOf(lang)} className={lang === language ? 'font-bold' : undefined}>
          {row[lang] || '—'}
        </span>
      );
      return source.detailsLink && lang === language ? (
        <Link
          to={source.detailsLink(row)}
          title={t(`${prefix}.details`, { name: rowText(row, language) })}
          className="text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-gold-700"
        >
          {text}
        </Link>
      ) : (
        text
      );
    },
  }));
  if (source.ordered) {
    columns.push({
      key: 'place',
      label: t(`${prefix}.place`),
      sort: sorts.place,
      render: (row) => <bdi>{row.sort}</bdi>,
    });
  }
  columns.push({
    key: 'count',
    label: t(`${prefix}.count`),
    sort: sorts.count,
    render: (row) =>
      source.usersLink && row.count > 0 ? (
        <Link
          to={source.usersLink(row)}
          className="font-semibold text-brand-700 underline hover:text-gold-700"
        >
          <bdi>{row.count}</bdi>
        </Link>
      ) : (
        <bdi>{row.count}</bdi>
      ),
  });
  if (edit) {
    columns.push(
      actionsColumn<NamedRow>({
        label: shared('shared.actions'),
        editLabel: (row) => t(`${prefix}.editOne`, { name: rowText(row, language) }),
        deleteQuestion: (row) => t(`${prefix}.confirmDelete`, { name: rowText(row, language) }),
        onEdit: edit.onEdit,
        remove: edit.remove,
        onDeleted: (row) => edit.onEdit((now) => (now?.id === row.id ? null : now)),
      }),
    );
  }
  return columns;
}

/** The whole screen: its title, the form (for those who may write), the search and the list. */
export function NamedListScreen({ source }: { source: NamedSource }) {
  const { t } = useTranslation(source.ns);
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<NamedRow | null>(null);
  const { remove } = useNamedWrites(source);
  const list = useListParams(source.defaultSort);
  const query: NamedQuery = { ...list.query, per_page: PER_PAGE };
  const rows = useNamedList(source, query);
  const { prefix } = source;
  const columns = useNamedColumns(source, canEdit ? { remove, onEdit: setEditing } : undefined);

  return (
    <ListScreen
      title={t(`${prefix}.title`)}
      lead={t(`${prefix}.lead`)}
      above={
        canEdit && (
          <NamedForm
            key={editing?.id ?? 'new'}
            source={source}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      list={list}
      query={rows}
      columns={columns}
      rowKey={(row) => row.id}
      empty={t(`${prefix}.empty`)}
    />
  );
}
