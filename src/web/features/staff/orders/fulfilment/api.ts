import type { FulfilmentStage } from '#shared/contract/fulfilment.ts';
import { useLanguage } from '#web/state/language.ts';
import { staffApi, useStaffList } from '../../console/api.ts';

/* The fulfilment pipeline (admin, orders): the counts of each step and one step's orders, cached under ['staff', 'fulfilment', …]. */

export function usePipeline(stage: FulfilmentStage, page: number) {
  const { language } = useLanguage();
  const query = { stage, page };
  return useStaffList(['staff', 'fulfilment', 'pipeline', query, language], (signal) =>
    staffApi('GET /staff/fulfilment/pipeline', { query, signal }),
  );
}
