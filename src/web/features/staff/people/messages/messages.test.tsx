import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insertContactMessage } from '#server/modules/content/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { findToast } from '#web/test/toast.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/* The contact inbox against the real API: unread in bold, opened and read, answered by e-mail. */

const t = setUpConsoleApi();

describe('the contact inbox', () => {
  it('shows unread messages in bold, opens one, and sends a reply that stays with it', async () => {
    const message = await insertContactMessage(t.app.db, {
      name: 'سلمى',
      email: 'salma@example.com',
      message: 'متى يصل كتاب الشعر؟',
    });
    await signedInAs(t, 'orders');
    consolePage('/staff/messages?state=unread');
    expect(await screen.findByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'رسائل التواصل' });
    const link = await within(table).findByRole('link', { name: /سلمى/ });
    expect(within(link).getByText('(غير مقروءة)')).toBeInTheDocument();
    expect(within(table).getByText('متى يصل كتاب الشعر؟').closest('.font-bold')).not.toBeNull();

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'رسالة من سلمى' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعليم كغير مقروءة' })).toBeInTheDocument();
    expect(screen.getByText('لم يُرسل ردّ بعد.')).toBeInTheDocument();
    const subject = screen.getByLabelText(/الموضوع/);
    expect(subject).toHaveValue('ردّ على رسالتك');
    await userEvent.type(screen.getByLabelText(/نص الرد/), 'يصل الأسبوع القادم');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    await findToast('تم حفظ الرد وسيُرسل بالبريد الإلكتروني');
    const replies = screen.getByRole('region', { name: 'الردود المرسلة' });
    expect(await within(replies).findByText('يصل الأسبوع القادم')).toBeInTheDocument();
    expect(screen.getByLabelText(/نص الرد/)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'تعليم كغير مقروءة' }));
    await findToast('تم تعليم الرسالة كغير مقروءة');
    expect(await screen.findByRole('button', { name: 'تعليم كمقروءة' })).toBeInTheDocument();
    expect(message.id).toBeGreaterThan(0);
  });

  it('refuses an empty reply under its field, in English', async () => {
    await insertContactMessage(t.app.db, {
      name: 'John',
      email: 'john@example.com',
      message: 'Do you ship to Canada?',
      language: 'en',
    });
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage('/staff/messages?search=canada');
    await userEvent.click(await screen.findByRole('link', { name: /John/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from John' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Re: your message');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Reply/ })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
  });
});
