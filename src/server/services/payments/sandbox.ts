import { randomUUID } from 'node:crypto';
import { isLuhnValid } from '#shared/contract/orders.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

/** The one card number the sandbox declines, so the failure path can be tried. */
export const SANDBOX_DECLINE_NUMBER = '4000000000000002';

/**
 * Approves every Luhn-valid card except SANDBOX_DECLINE_NUMBER, at once and without moving money.
 * config.ts refuses it when NODE_ENV=production.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  sandbox: true,
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const reference = `sandbox_${randomUUID()}`;
    if (!isLuhnValid(request.card.number) || request.card.number === SANDBOX_DECLINE_NUMBER) {
      return {
        approved: false,
        reference,
        message: {
          ar: 'تجربة دفع: رُفضت البطاقة ولم يُخصم أي مبلغ',
          en: 'Sandbox payment: the card was declined; no money moved',
        },
      };
    }
    return {
      approved: true,
      reference,
      message: {
        ar: 'تجربة دفع: تمت الموافقة دون خصم أي مبلغ حقيقي',
        en: 'Sandbox payment: approved; no real money moved',
      },
    };
  },
};
