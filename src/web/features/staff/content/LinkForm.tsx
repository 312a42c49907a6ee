import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  type StaffLink,
  type StaffLinkBody,
  staffLinkBodySchema,
} from '#shared/contract/staff-content.ts';
import { positiveId } from '#shared/ids.ts';
import { Img } from '#web/components/Img.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { type NamedRow, rowText } from '../catalogue/index.ts';
import { BilingualText } from '../console/bilingual.tsx';
import { FileUpload } from '../console/FileUpload.tsx';
import { FormActions, SelectField, TextField } from '../console/form.tsx';
import { useSaveForm } from '../console/resource/index.ts';
import { links, useFilesChanged } from './api.ts';

/* The form above a link type's links: adds a link to it, or changes one (its picture too). */

const blankLink = (typeId: number): StaffLinkBody => ({
  link_type_id: typeId,
  name_ar: '',
  name_en: '',
  link: 'https://',
});

// Whole: one form's fields in the order the page shows them, all on the one form's register and errors.
export function LinkForm({
  typeId,
  types,
  editing,
  onDone,
}: {
  typeId: number;
  types: NamedRow[];
  editing: StaffLink | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-content');
  const { t: c } = useTranslation('console');
  const { language } = useLanguage();
  const changed = useFilesChanged('links');
  const { form, onSubmit, pending } = useSaveForm<StaffLinkBody, StaffLink>({
    schema: staffLinkBodySchema,
    values: editing ?? blankLink(typeId),
    save: links.useSave(),
    id: editing?.id,
    next: () => blankLink(typeId),
    onSaved: onDone,
  });
  const { errors } = form.formState;
  const name = editing ? (language === 'en' && editing.name_en ? editing.name_en : editing.name_ar) : '';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="link-form" className={`${panel} grid gap-4 p-5`}>
      <h3 id="link-form" className="text-lg font-bold text-brand-900">
        {editing ? t('links.edit', { name }) : t('links.new')}
      </h3>
      <BilingualText
        form={form}
        name="name"
        label={t('links.name')}
        required
        maxLength={CONTENT_LIMITS.linkName}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('links.link')}
          required
          type="url"
          dir="ltr"
          className="text-start"
          maxLength={CONTENT_LIMITS.link}
          hint={t('links.linkHint')}
          error={errors.link}
          {...form.register('link')}
        />
        <SelectField
          label={t('links.type')}
          required
          options={types.map((type) => ({ value: type.id, label: rowText(type, language) }))}
          error={errors.link_type_id}
          {...form.register('link_type_id', { setValueAs: (value) => positiveId(String(value)) })}
        />
      </div>
      {editing && (
        <FileUpload
          label={t('links.image')}
          endpoint="POST /staff/links/:id/image"
          id={editing.id}
          kind="image"
          onUploaded={changed}
          current={
            editing.image ? (
              <Img
                fileName={editing.image}
                alt={t('links.currentImage')}
                className="max-h-24 w-auto rounded"
              />
            ) : (
              <p className="text-sm text-brand-600">{t('links.noImage')}</p>
            )
          }
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
