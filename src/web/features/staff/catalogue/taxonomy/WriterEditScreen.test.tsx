import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { apiCaller } from '#server/test/harness.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* A writer's own screen in the console (issue 39, point 1): names, years and biography, the photo, against the real API. */

const t = setUpConsoleApi();
const call = () => apiCaller(t);

describe('the writer’s screen', () => {
  it('opens from the name in the list, refuses a death before the birth as the API words it, then saves the years', async () => {
    const user = userEvent.setup();
    const editor = await signedInAs(t, 'editor');
    const made = await call()('POST', '/staff/writers', {
      token: editor.token,
      body: { name_ar: 'مي زيادة', name_en: 'May Ziadeh' },
    });
    const id = made.json().data.id as number;
    consolePage('/staff/writers?search=زيادة');
    const table = await screen.findByRole('table', { name: 'الكتّاب' });
    await user.click(await within(table).findByRole('link', { name: 'مي زيادة' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'مي زيادة' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'الاسم والسيرة' });
    expect(within(form).getByLabelText(/الاسم بالإنجليزية/)).toHaveValue('May Ziadeh');
    await user.type(within(form).getByLabelText(/سنة الميلاد/), '1941');
    await user.type(within(form).getByLabelText(/سنة الوفاة/), '1886');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await within(form).findByText('سنة الوفاة تسبق سنة الميلاد')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/سنة الميلاد/));
    await user.type(within(form).getByLabelText(/سنة الميلاد/), '1886');
    await user.clear(within(form).getByLabelText(/سنة الوفاة/));
    await user.type(within(form).getByLabelText(/سنة الوفاة/), '1941');
    await user.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await findToast('تم حفظ الكاتب')).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await call()('GET', `/staff/writers/${id}`, { token: editor.token })).json().data,
      ).toMatchObject({
        born_year: 1886,
        died_year: 1941,
        name_en: 'May Ziadeh',
      }),
    );
    expect(screen.getByText('لا صورة للكاتب بعد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحة الكاتب في المتجر' })).toHaveAttribute(
      'href',
      `/#/writers/${id}`,
    );
  });

  it('is shown to an orders member without a way to change it or upload a photo', async () => {
    const editor = await signedInStaff(t, 'editor');
    const made = await call()('POST', '/staff/writers', {
      token: editor.token,
      body: { name_ar: 'ميخائيل نعيمة', name_en: 'Mikhail Naimy', born_year: 1889, died_year: 1988 },
    });
    await signedInAs(t, 'orders');
    consolePage(`/staff/writers/${made.json().data.id}`);
    const form = await screen.findByRole('form', { name: 'الاسم والسيرة' });
    expect(within(form).getByLabelText(/سنة الميلاد/)).toHaveValue(1889);
    expect(within(form).getByLabelText(/سنة الوفاة/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اختر ملفاً' })).not.toBeInTheDocument();
  });
});
