import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withNewslettersGone } from '#server/modules/content/testing.ts';
import { findToast } from '#web/test/toast.ts';
import { staffApi } from '../../console/api.ts';
import { consolePage, setUpConsoleApi, signedInAs } from '../../console/test-kit.tsx';

/*
 * The background jobs screen against the real API and its job queue: every job with when it runs, a
 * run that failed for good with why, and 'Run again', which runs it.
 */

const t = setUpConsoleApi({ jobQueue: true, jobRetry: { limit: 0, delaySeconds: 1 } });

describe('the background jobs screen', () => {
  it('lists every job, shows a failed run with why, and runs it again', async () => {
    await withNewslettersGone(t.app.db, async () => {
      t.app.jobs.kick('content.send-newsletters');
      await signedInAs(t, 'admin');
      // The run fails on the queue's own time; the screen is opened once it has.
      await waitFor(async () => expect((await staffApi('GET /staff/jobs', {})).data.failed).toHaveLength(1), {
        timeout: 30_000,
      });
      consolePage('/staff/jobs');
      expect(await screen.findByRole('heading', { level: 1, name: 'المهام الخلفية' })).toBeInTheDocument();
      const jobs = await screen.findByRole('table', { name: 'المهام' });
      const mail = within(jobs).getByText('إرسال البريد الصادر').closest('tr')!;
      expect(within(mail).getByText('حين تُكتب رسالة، وكل دقيقة')).toBeInTheDocument();
      // Every job and the heading's row, the last ones added among them.
      expect(within(jobs).getAllByRole('row')).toHaveLength(16);
      for (const name of [
        'إرسال طلبات التأكيد عبر واتساب',
        'إلغاء طلبات الدفع عند الاستلام غير المؤكَّدة',
        'تتبّع الشحنات لدى شركات الشحن',
        'توقيع وثائق هيئة الزكاة والضريبة والجمارك',
        'إبلاغ هيئة الزكاة والضريبة والجمارك بالوثائق',
      ]) {
        expect(within(jobs).getByText(name)).toBeInTheDocument();
      }

      await screen.findByRole('button', { name: 'شغّلها من جديد: كتابة رسائل النشرة' });
    });
    const failed = screen.getByRole('table', { name: 'المهام التي أخفقت' });
    expect(within(failed).getByText('محاولة واحدة')).toBeInTheDocument();
    expect(within(failed).getByText(/newsletters/)).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: 'شغّلها من جديد: كتابة رسائل النشرة' }));
    await findToast('ستعمل المهمة مرة أخرى بعد قليل');
    await waitFor(() => expect(within(failed).getByText('لم تخفق أي مهمة.')).toBeInTheDocument(), {
      timeout: 30_000,
    });
  });
});
