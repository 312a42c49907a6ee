import { useState } from 'react';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/lang.ts';
import { themaCodesOf } from '#shared/thema.ts';
import { useLanguage } from '#web/state/language.ts';
import { SelectField, TextField } from '../../console/form.tsx';
import type { BookFormValues } from './form-values.ts';
import common from './thema-common.json';

/*
 * The book's Thema subject codes (decision 095): typed, separated by spaces, or added from a short list
 * of common codes; each shown under the field with its heading when the list knows it, the first as
 * the main subject. The form holds them as a list, checked by the API's own schema.
 */

const headings = new Map(common.codes.map((entry) => [entry.code, entry]));

type ThemaInputProps = {
  name: string;
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: FieldError;
};

function ThemaInput({ name, value, onChange, onBlur, inputRef, error }: ThemaInputProps) {
  const { t } = useTranslation('staff-books');
  const { language } = useLanguage();
  const [typed, setTyped] = useState(() => value.join(' '));
  // What is typed stays as typed while it reads as the codes held; a reset or a pick shows the codes.
  const shown = themaCodesOf(typed).join(' ') === value.join(' ') ? typed : value.join(' ');
  const options = common.codes
    .filter((entry) => !value.includes(entry.code))
    .map((entry) => ({
      value: entry.code,
      label: `${entry.code} — ${textIn(language, entry.ar, entry.en)}`,
    }));
  return (
    <div className="grid gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.thema')}
          hint={t('fields.themaHint')}
          error={error}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          name={name}
          ref={inputRef}
          value={shown}
          onBlur={onBlur}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(themaCodesOf(event.target.value));
          }}
        />
        <SelectField
          label={t('fields.themaPick')}
          placeholder={t('fields.themaPick')}
          options={options}
          value=""
          onChange={(event) => {
            if (event.target.value) onChange([...value, event.target.value]);
          }}
        />
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" data-testid="thema-codes">
          {value.map((code, at) => {
            const known = headings.get(code);
            return (
              <li
                key={code}
                className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 ring-1 ring-brand-100"
              >
                <bdi dir="ltr" className="font-bold">
                  {code}
                </bdi>{' '}
                {known ? textIn(language, known.ar, known.en) : t('fields.themaUnknown')}
                {at === 0 && <span className="text-brand-600"> · {t('fields.themaMain')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm">
        <a
          href={common.source}
          target="_blank"
          rel="noreferrer"
          className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('fields.themaSource')}
        </a>
      </p>
    </div>
  );
}

export function ThemaField({ form }: { form: UseFormReturn<BookFormValues> }) {
  return (
    <Controller
      control={form.control}
      name="thema_codes"
      render={({ field, fieldState }) => (
        <ThemaInput
          name={field.name}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error}
        />
      )}
    />
  );
}
