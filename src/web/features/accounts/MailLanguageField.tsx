import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages } from '#shared/lang.ts';
import { FieldFrame, FormSection, inputClass } from './fields.tsx';

/**
 * The language of the shop's mails to the reader (orders, codes, news): the one they signed up in,
 * until they choose another here. Each language is named in itself. Used inside the profile's form.
 */
export function MailLanguageField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('accounts');
  const {
    register,
    formState: { errors },
  } = useFormContext<{ language: (typeof languages)[number] }>();
  const id = `${idPrefix}-language`;
  return (
    <FormSection title={t('profile.language')}>
      <FieldFrame
        id={id}
        label={t('fields.mailLanguage')}
        hint={t('hints.mailLanguage')}
        error={errors.language}
      >
        {(described) => (
          <select
            id={id}
            className={inputClass(Boolean(errors.language))}
            {...described}
            {...register('language')}
          >
            {languages.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`languageNames.${lang}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </FormSection>
  );
}
