import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RIGHTS_NOTE_MAX,
  type RightsStatusBody,
  rightsStatusBodySchema,
  type StaffRightsEnquiry,
} from '#shared/contract/staff-rights.ts';
import { panel } from '#web/components/ui.tsx';
import { FormActions, showServerErrors, TextArea, useConsoleForm } from '../console/form.tsx';
import { useChangeStatus } from './api.ts';

/** The moves open to the enquiry, each a choice, and the note kept with the move. */
export function StatusForm({ enquiry }: { enquiry: StaffRightsEnquiry }) {
  const { t } = useTranslation('staff-rights');
  const change = useChangeStatus(enquiry.id);
  const titleId = useId();
  const form = useConsoleForm<RightsStatusBody>(rightsStatusBodySchema, { note: '' });
  const chosen = form.watch('status');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => form.reset({ note: '' }),
      onError: (error) => showServerErrors(error, form),
    }),
  );
  if (enquiry.next_statuses.length === 0) {
    return <p className={`${panel} p-5 text-sm text-brand-700`}>{t('closed')}</p>;
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className={`${panel} grid gap-4 p-5`}>
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {t('move')}
      </h2>
      <fieldset aria-describedby={errors.status ? `${titleId}-status` : undefined} className="grid gap-2">
        <legend className="mb-1 text-sm font-bold text-brand-800">{t('moveTo')}</legend>
        <div className="flex flex-wrap gap-2">
          {enquiry.next_statuses.map((status) => (
            <label
              key={status}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-brand-100 px-4 py-2 font-semibold has-[:checked]:border-gold-400 has-[:checked]:bg-gold-50"
            >
              <input type="radio" value={status} {...form.register('status')} />
              {t(`status.${status}`)}
            </label>
          ))}
        </div>
        {errors.status?.message && (
          <p id={`${titleId}-status`} role="alert" className="text-sm font-semibold text-red-700">
            {errors.status.message}
          </p>
        )}
        {(chosen === 'granted' || chosen === 'declined') && (
          <p className="text-sm text-brand-700">{t('mailsEnquirer')}</p>
        )}
      </fieldset>
      <TextArea
        label={t('note')}
        hint={t('noteHint')}
        rows={4}
        dir="auto"
        maxLength={RIGHTS_NOTE_MAX}
        // The note's schema reads any value (blank is none), so its error's type is loose.
        error={errors.note as FieldError | undefined}
        {...form.register('note')}
      />
      <FormActions pending={change.isPending} label={t('save')} />
    </form>
  );
}
