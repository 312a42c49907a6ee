import {
  COD_RISK_ROLES,
  COD_RISK_SETTINGS_ROLES,
  codOutcomeAnswerSchema,
  codOutcomeBodySchema,
  codRiskAnswerSchema,
  codRiskParamsSchema,
  codRiskSettingsAnswerSchema,
  codRiskSettingsBodySchema,
} from '../cod-risk.ts';
import type { EndpointEntry } from './entry.ts';

/** Cash-on-delivery risk (server/modules/cod-risk, decision 103): the order screen's panel and the settings. */
export const codRiskEndpoints = {
  'GET /staff/orders/:id/cod-risk': {
    roles: COD_RISK_ROLES,
    params: codRiskParamsSchema,
    response: codRiskAnswerSchema,
  },
  'PUT /staff/orders/:id/cod-risk/outcome': {
    roles: COD_RISK_ROLES,
    params: codRiskParamsSchema,
    body: codOutcomeBodySchema,
    response: codOutcomeAnswerSchema,
  },
  'GET /staff/cod-risk/settings': {
    roles: COD_RISK_SETTINGS_ROLES,
    response: codRiskSettingsAnswerSchema,
  },
  'PUT /staff/cod-risk/settings': {
    roles: COD_RISK_SETTINGS_ROLES,
    body: codRiskSettingsBodySchema,
    response: codRiskSettingsAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
