import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '#shared/contract/staff.ts';
import { EyeIcon, EyeOffIcon } from '#web/components/page-icons.tsx';
import { Badge } from '../../console/Badge.tsx';
import { controlClass, Field } from '../../console/form.tsx';

/* Small pieces of the members' and the activity screens. */

const roleColours: Record<StaffRole, string> = {
  admin: 'bg-brand-700 text-white',
  editor: 'bg-gold-100 text-gold-700',
  orders: 'bg-brand-100 text-brand-800',
};

export function RoleBadge({ role }: { role: StaffRole }) {
  const { t } = useTranslation('members');
  return <Badge colours={roleColours[role]}>{t(`roles.${role}`)}</Badge>;
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('members');
  return (
    <Badge colours={active ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}>
      {t(active ? 'status.active' : 'status.inactive')}
    </Badge>
  );
}

type PasswordInputProps = ComponentProps<'input'> & {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  required?: boolean;
};

/** A password typed by an admin for a member, which they may show to check it before they tell it. */
export function PasswordInput({ label, error, hint, required, id, ...input }: PasswordInputProps) {
  const { t } = useTranslation('members');
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={inputId} label={label} error={error} hint={hint} required={required}>
      {(described) => (
        // Read left to right, the show button at the end of that line: where the input keeps its room.
        <div className="relative" dir="ltr">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            dir="ltr"
            autoComplete="new-password"
            className={`${controlClass(Boolean(error))} pe-11`}
            {...described}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={t(visible ? 'fields.hidePassword' : 'fields.showPassword')}
            aria-controls={inputId}
            aria-pressed={visible}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-brand-500 hover:text-brand-800"
          >
            {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        </div>
      )}
    </Field>
  );
}
