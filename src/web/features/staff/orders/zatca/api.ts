import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZatcaCsrBody } from '#shared/contract/zatca.ts';
import { toast } from '#web/api/toast.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi } from '../../console/api.ts';

/* ZATCA reporting (orders, admins) and onboarding (admins), cached under ['staff', 'zatca', …]. */

const key = ['staff', 'zatca'] as const;

export function useZatcaReporting() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...key, 'reporting', language],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/zatca/reporting', { query: {}, signal })).data,
    staleTime: 0,
    refetchInterval: 30_000,
    retry: false,
  });
}

export function useResubmit() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (number: string) =>
      staffApi('POST /staff/zatca/documents/:number/resubmit', { params: { number } }),
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () => queries.invalidateQueries({ queryKey: [...key, 'reporting'] }),
  });
}

export function useOnboarding() {
  return useQuery({
    queryKey: [...key, 'onboarding'],
    queryFn: async ({ signal }) => (await staffApi('GET /staff/zatca/onboarding', { signal })).data,
    retry: false,
  });
}

type Step =
  | { step: 'csr'; body: ZatcaCsrBody }
  | { step: 'otp'; otp: string }
  | { step: 'compliance-checks' }
  | { step: 'production' };

/** One onboarding step; the screen shows the stage ZATCA answered with. */
export function useOnboardingStep() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (step: Step) => {
      if (step.step === 'csr') return staffApi('POST /staff/zatca/onboarding/csr', { body: step.body });
      if (step.step === 'otp')
        return staffApi('POST /staff/zatca/onboarding/otp', { body: { otp: step.otp } });
      if (step.step === 'compliance-checks')
        return staffApi('POST /staff/zatca/onboarding/compliance-checks', {});
      return staffApi('POST /staff/zatca/onboarding/production', {});
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      queries.setQueryData([...key, 'onboarding'], answer.data);
      void queries.invalidateQueries({ queryKey: [...key, 'reporting'] });
    },
  });
}
