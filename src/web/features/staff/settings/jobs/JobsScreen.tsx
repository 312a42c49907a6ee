import { useTranslation } from 'react-i18next';
import type { StaffJobsAnswer } from '#shared/contract/staff-jobs.ts';
import { formatMoment } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { type Column, DataTable, RowButton } from '../../console/list.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useJobs, useRetryJob } from './api.ts';

/*
 * The shop's background jobs (admins): each job, when it runs on its own, what waits and runs, when it
 * last finished well; the runs that failed for good, why, and 'Run again'.
 */

type Jobs = StaffJobsAnswer['data'];
type Job = Jobs['jobs'][number];
type Failed = Jobs['failed'][number];

function useJobColumns(): Column<Job>[] {
  const { t } = useTranslation('staff-jobs');
  const { language } = useLanguage();
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  return [
    {
      key: 'job',
      label: t('columns.job'),
      render: (job) => (
        <span className="grid justify-items-start gap-0.5">
          <span className="font-semibold text-brand-900">{t(`job.${job.name}`)}</span>
          <bdi dir="ltr" className="text-xs text-brand-600">
            {job.name}
          </bdi>
        </span>
      ),
    },
    {
      key: 'every',
      label: t('columns.every'),
      render: (job) => t(`every.${job.name}`),
    },
    { key: 'waiting', label: t('columns.waiting'), render: (job) => count(job.waiting + job.running) },
    {
      key: 'failed',
      label: t('columns.failed'),
      render: (job) => (
        <span className={job.failed > 0 ? 'font-semibold text-red-800' : undefined}>{count(job.failed)}</span>
      ),
    },
    {
      key: 'done',
      label: t('columns.lastDone'),
      render: (job) =>
        job.last_done_at ? (
          <span className="whitespace-nowrap">{formatMoment(job.last_done_at, language)}</span>
        ) : (
          <span className="text-brand-400">—</span>
        ),
    },
  ];
}

function useFailedColumns(): Column<Failed>[] {
  const { t } = useTranslation('staff-jobs');
  const { language } = useLanguage();
  const retry = useRetryJob();
  return [
    { key: 'job', label: t('columns.job'), render: (run) => t(`job.${run.name}`) },
    {
      key: 'failedAt',
      label: t('columns.failedAt'),
      render: (run) => (
        <span className="grid justify-items-start gap-0.5">
          <span className="whitespace-nowrap">{formatMoment(run.failed_at, language)}</span>
          <span className="text-xs text-brand-700">{t('attempts', { count: run.attempts })}</span>
        </span>
      ),
    },
    {
      key: 'error',
      label: t('columns.error'),
      className: 'max-w-96',
      render: (run) => (
        <bdi dir="ltr" className="break-words text-xs text-red-800">
          {run.error}
        </bdi>
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      render: (run) => (
        <RowButton
          label={t('retry')}
          name={t('retryJob', { job: t(`job.${run.name}`) })}
          pending={retry.isPending && retry.variables?.id === run.id}
          onClick={() => retry.mutate({ name: run.name, id: run.id })}
        />
      ),
    },
  ];
}

function JobTables({ jobs }: { jobs: Jobs }) {
  const { t } = useTranslation('staff-jobs');
  return (
    <div className="grid gap-6">
      {!jobs.running_here && (
        <p role="status" className="rounded-lg bg-gold-50 p-3 text-sm text-gold-800">
          {t('notHere')}
        </p>
      )}
      <DataTable
        caption={t('caption')}
        columns={useJobColumns()}
        rows={jobs.jobs}
        rowKey={(job) => job.name}
      />
      <h2 className="text-lg font-bold text-brand-900">{t('failedTitle')}</h2>
      <DataTable
        caption={t('failedCaption')}
        columns={useFailedColumns()}
        rows={jobs.failed}
        rowKey={(run) => run.id}
        empty={t('noFailures')}
      />
    </div>
  );
}

export default function JobsScreen() {
  const { t } = useTranslation('staff-jobs');
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <Loaded query={useJobs()}>{(jobs) => <JobTables jobs={jobs} />}</Loaded>
    </>
  );
}
