import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAGES_LIMITS,
  type StaffContact,
  type StaffContactBody,
  type StaffSeo,
  type StaffSeoBody,
  type StaffTerms,
  type StaffTermsBody,
  staffContactBodySchema,
  staffSeoBodySchema,
  staffTermsBodySchema,
} from '#shared/contract/staff-pages.ts';
import { BilingualRichText, BilingualText } from '../../console/bilingual.tsx';
import { TextField, useConsoleForm } from '../../console/form.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { submitter } from '../../console/settings-form.tsx';
import { useContact, usePrivacy, useSaveContact, useSavePrivacy, useSaveSeo, useSeoTexts } from './api.ts';
import { PageForm, useCanWrite } from './parts.tsx';

/* The one-record pages of the site: privacy terms, contact details and SEO texts, each its own form. */

export function PrivacyForm() {
  return <Loaded query={usePrivacy()}>{(terms) => <PrivacyFields initial={terms} />}</Loaded>;
}

function PrivacyFields({ initial }: { initial: StaffTerms }) {
  const { t } = useTranslation('pages');
  const save = useSavePrivacy();
  const canWrite = useCanWrite();
  const form = useConsoleForm<StaffTermsBody>(staffTermsBodySchema, initial);
  return (
    <PageForm
      id="privacy-form"
      title={t('privacy.title')}
      lead={t('privacy.lead')}
      shopPath="/privacy-policy"
      pending={save.isPending}
      onSubmit={submitter(form, save.mutate)}
    >
      <BilingualText
        form={form}
        name="title"
        label={t('fields.title')}
        required="ar"
        maxLength={PAGES_LIMITS.title}
      />
      <BilingualRichText
        form={form}
        name="description"
        label={t('fields.text')}
        required="ar"
        disabled={!canWrite}
      />
    </PageForm>
  );
}

export function ContactForm() {
  return <Loaded query={useContact()}>{(contact) => <ContactFields initial={contact} />}</Loaded>;
}

function ContactFields({ initial }: { initial: StaffContact }) {
  const { t } = useTranslation('pages');
  const save = useSaveContact();
  const canWrite = useCanWrite();
  const form = useConsoleForm<StaffContactBody>(staffContactBodySchema, {
    ...initial,
    email: initial.email ?? '',
  });
  const { errors } = form.formState;
  const ltr = { dir: 'ltr', lang: 'en' } as const;
  return (
    <PageForm
      id="contact-form"
      title={t('contact.title')}
      lead={t('contact.lead')}
      shopPath="/contact-us"
      pending={save.isPending}
      onSubmit={submitter(form, save.mutate)}
    >
      <BilingualText
        form={form}
        name="title"
        label={t('fields.title')}
        required="ar"
        maxLength={PAGES_LIMITS.title}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="off"
          maxLength={PAGES_LIMITS.phone}
          error={errors.phone}
          {...ltr}
          {...form.register('phone')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="off"
          hint={t('contact.emailHint')}
          error={errors.email as FieldError | undefined}
          {...ltr}
          {...form.register('email')}
        />
        <TextField
          label={t('contact.mapLink')}
          type="url"
          hint={t('contact.mapHint')}
          error={errors.map_link}
          {...ltr}
          {...form.register('map_link')}
        />
        <TextField
          label={t('contact.qrLink')}
          hint={t('contact.qrHint')}
          error={errors.qr_link}
          {...ltr}
          {...form.register('qr_link')}
        />
      </div>
      <BilingualRichText form={form} name="description" label={t('fields.text')} disabled={!canWrite} />
    </PageForm>
  );
}

export function SeoForm() {
  return <Loaded query={useSeoTexts()}>{(seo) => <SeoFields initial={seo} />}</Loaded>;
}

function SeoFields({ initial }: { initial: StaffSeo }) {
  const { t } = useTranslation('pages');
  const save = useSaveSeo();
  const form = useConsoleForm<StaffSeoBody>(staffSeoBodySchema, initial);
  return (
    <PageForm
      id="seo-form"
      title={t('seo.title')}
      lead={t('seo.lead')}
      pending={save.isPending}
      onSubmit={submitter(form, save.mutate)}
    >
      <BilingualText
        form={form}
        name="title"
        label={t('seo.pageTitle')}
        required="ar"
        maxLength={PAGES_LIMITS.seoTitle}
      />
      <BilingualText
        form={form}
        name="description"
        label={t('seo.description')}
        rows={3}
        maxLength={PAGES_LIMITS.seoText}
        hint={t('seo.descriptionHint')}
      />
      <BilingualText
        form={form}
        name="keywords"
        label={t('seo.keywords')}
        maxLength={PAGES_LIMITS.seoText}
        hint={t('seo.keywordsHint')}
      />
    </PageForm>
  );
}
