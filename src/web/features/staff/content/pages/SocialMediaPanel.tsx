import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGES_LIMITS,
  SOCIAL_ICONS,
  type StaffSocialMedia,
  type StaffSocialMediaBody,
  staffSocialMediaBodySchema,
} from '#shared/contract/staff-pages.ts';
import { SocialIcon } from '#web/components/social-icons.tsx';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { FormActions, SelectField, TextField } from '../../console/form.tsx';
import type { Column } from '../../console/list.tsx';
import { QueryTable } from '../../console/QueryTable.tsx';
import { actionsColumn, useListQuery, useSaveForm } from '../../console/resource/index.ts';
import { type SocialMediaQuery, socialMedia } from './api.ts';
import { useCanWrite } from './parts.tsx';

/* The social media entries of the shop's top bar: a list, and one form to add or change an entry. */

type Editing = { entry?: StaffSocialMedia } | null;

function EntryForm({ entry, onDone }: { entry?: StaffSocialMedia; onDone: () => void }) {
  const { t } = useTranslation('pages');
  const { t: c } = useTranslation('console');
  const { form, onSubmit, pending } = useSaveForm<StaffSocialMediaBody, StaffSocialMedia>({
    schema: staffSocialMediaBodySchema,
    values: entry
      ? {
          title: entry.title,
          link: entry.link,
          icon: entry.icon as StaffSocialMediaBody['icon'],
          sort: entry.sort,
        }
      : { title: '', link: 'https://', icon: 'facebook' },
    save: socialMedia.useSave(),
    id: entry?.id,
    onSaved: onDone,
  });
  const { errors } = form.formState;
  const heading = entry ? t('social.editTitle', { title: entry.title }) : t('social.newTitle');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="social-form"
      className={`${panel} mb-4 grid gap-5 p-5`}
    >
      <h3 id="social-form" className="text-lg font-bold text-brand-900">
        {heading}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('social.name')}
          required
          maxLength={PAGES_LIMITS.socialTitle}
          error={errors.title}
          {...form.register('title')}
        />
        <TextField
          label={t('social.link')}
          required
          type="url"
          dir="ltr"
          hint={t('social.linkHint')}
          error={errors.link}
          {...form.register('link')}
        />
        <SelectField
          label={t('social.icon')}
          required
          options={SOCIAL_ICONS.map((icon) => ({ value: icon, label: t(`social.icons.${icon}`) }))}
          error={errors.icon}
          {...form.register('icon')}
        />
        <TextField
          label={t('social.sort')}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t('social.sortHint')}
          error={errors.sort}
          {...form.register('sort', {
            setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        />
      </div>
      <FormActions pending={pending} label={entry ? undefined : c('form.create')} onCancel={onDone} />
    </form>
  );
}

export function SocialMediaPanel() {
  const { t } = useTranslation('pages');
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = socialMedia.useRemove();
  const { list, query } = useListQuery<SocialMediaQuery>({ sort: 'sort', dir: 'asc' });
  const entries = socialMedia.useList(query);

  const columns: Column<StaffSocialMedia>[] = [
    {
      key: 'icon',
      label: t('social.icon'),
      render: (entry) => (
        <span className="inline-flex items-center gap-2 text-brand-800">
          <SocialIcon name={entry.icon} size={20} aria-hidden="true" />
          <span className="text-xs text-brand-600">{entry.icon}</span>
        </span>
      ),
    },
    {
      key: 'title',
      label: t('social.name'),
      sort: 'title',
      render: (entry) => <span className="font-bold">{entry.title}</span>,
    },
    {
      key: 'link',
      label: t('social.link'),
      render: (entry) => (
        <a href={entry.link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          <bdi dir="ltr">{entry.link.replace(/^https:\/\//, '')}</bdi>
        </a>
      ),
    },
    { key: 'sort', label: t('social.sort'), sort: 'sort', render: (entry) => entry.sort },
  ];
  if (canWrite) {
    columns.push(
      actionsColumn<StaffSocialMedia>({
        label: t('social.actions'),
        editLabel: (entry) => t('social.edit', { title: entry.title }),
        deleteQuestion: (entry) => t('social.confirmDelete', { title: entry.title }),
        onEdit: (entry) => setEditing({ entry }),
        remove,
      }),
    );
  }

  return (
    <section aria-labelledby="social-heading" className="grid gap-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="social-heading" className="text-lg font-bold text-brand-900">
            {t('social.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-brand-700">{t('social.lead')}</p>
        </div>
        {canWrite && !editing && (
          <button type="button" onClick={() => setEditing({})} className={buttonPrimary}>
            {t('social.add')}
          </button>
        )}
      </div>
      {editing && (
        <EntryForm key={editing.entry?.id ?? 'new'} entry={editing.entry} onDone={() => setEditing(null)} />
      )}
      <QueryTable
        list={list}
        query={entries}
        caption={t('social.caption')}
        columns={columns}
        rowKey={(entry) => entry.id}
        empty={t('social.empty')}
      />
      {!canWrite && <p className="text-sm text-brand-700">{t('readOnly')}</p>}
    </section>
  );
}
