import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffLink } from '#shared/contract/staff-content.ts';
import { positiveId } from '#shared/ids.ts';
import { Img } from '#web/components/Img.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import {
  NamedForm,
  type NamedRow,
  rowText,
  useCanEdit,
  useNamedList,
  useNamedWrites,
} from '../catalogue/index.ts';
import { type Column, type ListParams, RowActions, useListParams } from '../console/list.tsx';
import { QueryTable } from '../console/QueryTable.tsx';
import { actionsColumn, Loaded } from '../console/resource/index.ts';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { type LinksQuery, links, linkTypesSource } from './api.ts';
import { LinkForm } from './LinkForm.tsx';

/* The footer's links: their types (groups) on one side, the links of the chosen type on the other. */

const PER_PAGE = 20;
const allTypes = { page: 1, per_page: 50, sort: 'sort', dir: 'asc' as const };

function LinkTypes({ types, chosen, list }: { types: NamedRow[]; chosen?: number; list: ListParams }) {
  const { t } = useTranslation('staff-content');
  const { language } = useLanguage();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<NamedRow | null>(null);
  const { remove } = useNamedWrites(linkTypesSource);
  return (
    <section aria-labelledby="link-types" className="grid content-start gap-4">
      <h2 id="link-types" className="text-lg font-bold text-brand-900">
        {t('linkTypes.title')}
      </h2>
      {canEdit && (
        <NamedForm
          key={editing?.id ?? 'new'}
          source={linkTypesSource}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {types.length === 0 ? (
        <p className={`${panel} p-5 text-brand-700`}>{t('linkTypes.empty')}</p>
      ) : (
        <ul className={`${panel} divide-y divide-brand-100`}>
          {types.map((type) => (
            <li key={type.id} className={`grid gap-2 p-3 ${type.id === chosen ? 'bg-gold-50/60' : ''}`}>
              <button
                type="button"
                aria-current={type.id === chosen ? 'true' : undefined}
                onClick={() => list.set({ type: type.id, search: undefined })}
                className="flex items-center justify-between gap-3 text-start font-bold text-brand-800 hover:text-gold-700"
              >
                <span>{rowText(type, language)}</span>
                <span className="text-sm font-normal text-brand-600">
                  {t('linkTypes.links', { count: type.count })}
                </span>
              </button>
              {canEdit && (
                <RowActions
                  editLabel={t('linkTypes.editOne', { name: rowText(type, language) })}
                  onEdit={() => setEditing(type)}
                  deleteQuestion={t('linkTypes.confirmDelete', { name: rowText(type, language) })}
                  deleting={remove.isPending}
                  onDelete={() => remove.mutate(type.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Links({ type, types, list }: { type: NamedRow; types: NamedRow[]; list: ListParams }) {
  const { t } = useTranslation('staff-content');
  const { t: shared } = useTranslation('taxonomy');
  const { language } = useLanguage();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<StaffLink | null>(null);
  const remove = links.useRemove();
  const query = { ...list.query, per_page: PER_PAGE, link_type_id: type.id } as LinksQuery;
  const page = links.useList(query);
  const name = (link: StaffLink) => (language === 'en' && link.name_en ? link.name_en : link.name_ar);
  const columns: Column<StaffLink>[] = [
    {
      key: 'image',
      label: t('links.image'),
      render: (link) =>
        link.image ? <Img fileName={link.image} alt="" className="h-10 w-10 rounded object-contain" /> : '—',
    },
    {
      key: 'name',
      label: t('links.name'),
      sort: 'name',
      render: (link) => <span className="font-bold">{name(link)}</span>,
    },
    {
      key: 'link',
      label: t('links.link'),
      render: (link) => (
        <a
          href={link.link}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-brand-700 underline"
        >
          <bdi dir="ltr">{link.link.replace(/^https?:\/\//, '')}</bdi>
        </a>
      ),
    },
  ];
  if (canEdit) {
    columns.push(
      actionsColumn<StaffLink>({
        label: shared('shared.actions'),
        editLabel: (link) => t('links.editOne', { name: name(link) }),
        deleteQuestion: (link) => t('links.confirmDelete', { name: name(link) }),
        onEdit: setEditing,
        remove,
        onDeleted: () => setEditing(null),
      }),
    );
  }
  return (
    <section aria-labelledby="links-of-type" className="grid content-start gap-4">
      <h2 id="links-of-type" className="text-lg font-bold text-brand-900">
        {t('links.title', { type: rowText(type, language) })}
      </h2>
      {canEdit && (
        <LinkForm
          key={`${type.id}-${editing?.id ?? 'new'}`}
          typeId={type.id}
          types={types}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryTable
        list={list}
        query={page}
        caption={t('links.title', { type: rowText(type, language) })}
        columns={columns}
        rowKey={(link) => link.id}
        empty={t('links.empty')}
      />
    </section>
  );
}

/** The console's links screen. */
export default function LinksScreen() {
  const { t } = useTranslation('staff-content');
  const list = useListParams({ sort: 'name', dir: 'asc' });
  const types = useNamedList(linkTypesSource, allTypes);
  const wanted = positiveId(list.filter('type'));
  return (
    <>
      <ScreenHeader title={t('links.screen')} lead={t('links.lead')} />
      <Loaded query={types}>
        {({ data: rows }) => {
          const chosen = rows.find((type) => type.id === wanted) ?? rows[0];
          return (
            <div className="grid gap-6 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <LinkTypes types={rows} chosen={chosen?.id} list={list} />
              {chosen && <Links key={chosen.id} type={chosen} types={rows} list={list} />}
            </div>
          );
        }}
      </Loaded>
    </>
  );
}
