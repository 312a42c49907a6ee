import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInStaff, staffEmail } from '#server/modules/staff/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { consolePage, setUpConsoleApi } from '../../console/test-kit.tsx';
import { humanized } from './activity-text.ts';

/* The activity log screen against the real API: who changed what, filtered by member and record. */

const t = setUpConsoleApi();

/** An admin signed in to the console, who adds a member and renames them through the API. */
async function adminWhoChangedSomeone() {
  const admin = await signedInStaff(t, 'admin');
  localStorage.setItem(
    'staff',
    JSON.stringify({ token: admin.token, id: admin.id, name: admin.name, email: admin.email, role: 'admin' }),
  );
  const headers = { authorization: `Bearer ${admin.token}` };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/members',
    headers,
    payload: { name: 'سلمى', email: staffEmail('salma'), role: 'editor', password: 'long-enough-secret' },
  });
  const id = created.json().data.id as number;
  await t.app.inject({
    method: 'PUT',
    url: `/api/staff/members/${id}`,
    headers,
    payload: { name: 'سلمى علي' },
  });
  return { admin, id };
}

const rows = () =>
  within(screen.getByRole('table', { name: /سجل النشاط|Activity log/ }))
    .getAllByRole('row')
    .slice(1);

describe('the activity log screen', () => {
  it('shows who changed a record, when, and each changed field before and after', async () => {
    const { admin, id } = await adminWhoChangedSomeone();
    consolePage(`/staff/activity?entity=staff&entity_id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل النشاط' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [update, create] = rows();
    expect(within(update).getByText('تعديل')).toBeInTheDocument();
    expect(within(update).getByText(admin.email)).toBeInTheDocument();
    expect(within(update).getByRole('link', { name: `عضو في فريق العمل #${id}` })).toHaveAttribute(
      'href',
      `#/staff/members/${id}`,
    );
    expect(within(update).getByRole('deletion')).toHaveTextContent('سلمى');
    expect(within(update).getByRole('insertion')).toHaveTextContent('سلمى علي');
    expect(within(create).getByText('إنشاء')).toBeInTheDocument();
    expect(within(create).getByText('محرر')).toBeInTheDocument();
    expect(screen.getByLabelText('رقم السجل')).toHaveValue(id);
  });

  it('filters by member from the list of members, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    const { admin } = await adminWhoChangedSomeone();
    const other = await adminWhoChangedSomeone();
    consolePage('/staff/activity');
    await screen.findByRole('heading', { level: 1, name: 'سجل النشاط' });
    const memberFilter = screen.getByLabelText('العضو');
    await waitFor(() =>
      expect(within(memberFilter).getByRole('option', { name: new RegExp(admin.email) })).toBeInTheDocument(),
    );
    await user.selectOptions(memberFilter, String(admin.id));
    await waitFor(() => expect(rows().every((row) => within(row).queryByText(admin.email))).toBe(true));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText(other.admin.email, { selector: 'bdi' })).not.toBeInTheDocument();
    expect(window.location.hash).toContain(`staff_id=${admin.id}`);

    await user.click(screen.getByRole('button', { name: 'مسح التصفية' }));
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(4));
  });

  it('reads in English with the actions and records named in English', async () => {
    setLanguage('en');
    const { id } = await adminWhoChangedSomeone();
    consolePage(`/staff/activity?entity=staff&entity_id=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByText('Changed')).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Created')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Changes' })).toBeInTheDocument();
  });

  it('names every field and value of an entry in words of the console’s language, in Arabic and in English', async () => {
    const { admin } = await adminWhoChangedSomeone();
    const traced = await t.app.inject({
      method: 'POST',
      url: '/api/staff/trace',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { text: 'no code in here' },
    });
    expect(traced.statusCode).toBe(200);
    consolePage('/staff/activity?entity=copy');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const changes = () => within(rows()[0]!).getAllByRole('insertion')[0]!.closest('dl') as HTMLElement;
    const pairs = () =>
      // The stored fields come back in the database's order: compared in the order of their names.
      [...changes().querySelectorAll('dt')]
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    await waitFor(() =>
      expect(pairs()).toEqual([
        ['الرموز', 'لا شيء'],
        ['المصدر', 'نص ملصوق'],
        ['عُثر عليها', 'لا'],
        ['عدد المحارف', '15'],
      ]),
    );

    setLanguage('en');
    await waitFor(() =>
      expect(pairs()).toEqual([
        ['Characters', '15'],
        ['Codes', 'none'],
        ['Found', 'No'],
        ['Source', 'Pasted text'],
      ]),
    );
  });

  it('writes a field or a code the strings do not know as words, never as snake_case', () => {
    expect(humanized('source_file')).toBe('Source file');
    expect(humanized('pdfBytes')).toBe('Pdf bytes');
  });
});
