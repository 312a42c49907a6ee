import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '#web/state/language.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import { accountPages, PASSWORD, setUpRealApi, signInStored } from './test-support.ts';

/*
 * My profile's date of birth, written in the page language's own order whatever the browser's
 * language (a native date field follows the browser's): day/month/year in Arabic, month/day/year in
 * English; saved as YYYY-MM-DD.
 */

const api = setUpRealApi();

async function openProfile(heading: string, nameLabel: string) {
  const client = await api.createAccount();
  await signInStored(client.email);
  renderRoutes('/my-profile', accountPages);
  await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(screen.getByLabelText(nameLabel)).toHaveValue('ليلى حسن'));
  return { client, user: userEvent.setup() };
}

const savedBirthDate = async (id: number) =>
  (await api.db.query.clients.findFirst({ where: (c, { eq }) => eq(c.id, id) }))?.dateOfBirth;

describe('the date of birth on My profile', () => {
  it('reads day/month/year in Arabic, says so under the field, and saves the day typed', async () => {
    const { client, user } = await openProfile('ملفي الشخصي', 'الاسم الكامل');
    const birth = screen.getByLabelText('تاريخ الميلاد');
    expect(birth).toHaveAttribute('type', 'text');
    expect(birth).toHaveAttribute('lang', 'ar');
    expect(birth).toHaveValue('14/3/1992');
    expect(birth).toHaveAccessibleDescription('يوم/شهر/سنة');

    await user.clear(birth);
    await user.type(birth, '23/9/1991');
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await findToast('تم التحديث بنجاح')).toBeInTheDocument();
    expect(await savedBirthDate(client.id)).toBe('1991-09-23');
    expect(screen.getByLabelText('تاريخ الميلاد')).toHaveValue('23/9/1991');
  });

  it('refuses a day that does not exist under the field, and saves nothing', async () => {
    const { client, user } = await openProfile('ملفي الشخصي', 'الاسم الكامل');
    const birth = screen.getByLabelText('تاريخ الميلاد');
    await user.clear(birth);
    await user.type(birth, '31/2/1991');
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() =>
      expect(screen.getByLabelText('تاريخ الميلاد')).toHaveAccessibleDescription(
        'أدخل تاريخ ميلاد صحيحاً في الماضي',
      ),
    );
    expect(await savedBirthDate(client.id)).toBe('1992-03-14');
  });

  it('reads month/day/year in English', async () => {
    setLanguage('en');
    const { client, user } = await openProfile('My profile', 'Full name');
    const birth = screen.getByLabelText('Date of birth');
    expect(birth).toHaveValue('3/14/1992');
    expect(birth).toHaveAccessibleDescription('mm/dd/yyyy');

    await user.clear(birth);
    await user.type(birth, '9/23/1991');
    await user.type(screen.getByLabelText('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Updated successfully')).toBeInTheDocument();
    expect(await savedBirthDate(client.id)).toBe('1991-09-23');
  });
});
