import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobName } from '#shared/contract/staff-jobs.ts';
import { toast } from '#web/api/toast.ts';
import { staffApi } from '../../console/api.ts';

/* The background jobs' calls (admins), cached under ['staff', 'jobs']. */

const jobsKey = ['staff', 'jobs'] as const;

export function useJobs() {
  return useQuery({
    queryKey: jobsKey,
    queryFn: async ({ signal }) => (await staffApi('GET /staff/jobs', { signal })).data,
    staleTime: 0,
    refetchInterval: 15_000,
    retry: false,
  });
}

/** A failed run tried again; the jobs are asked again whatever the answer (409: it changed meanwhile). */
export function useRetryJob() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (job: { name: JobName; id: string }) =>
      staffApi('POST /staff/jobs/:name/:id/retry', { params: job }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queries.invalidateQueries({ queryKey: ['staff', 'activity'] });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: jobsKey }),
  });
}
