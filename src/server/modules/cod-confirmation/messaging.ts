import type { WhatsAppSettings } from '#server/config.ts';
import type { Lang } from '#shared/lang.ts';

/*
 * The messaging provider the confirmation goes through besides the mail (decision 097). One provider
 * is real: WhatsApp Cloud API template messages, as documented at
 * https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates
 * (POST /{version}/{phone-number-id}/messages, `type: 'template'`, a bearer token). The template is
 * approved beforehand in both languages: its body takes the buyer's name and the order number, its two
 * URL buttons the links, whose fixed part is `$PUBLIC_URL/api/cod-confirmations/`.
 */

export type ConfirmationLinks = { confirm: string; cancel: string };

export type MessagingProvider = {
  readonly name: string;
  /** Sends the confirmation request; resolves with the provider's message id, throws when refused. */
  sendConfirmation(
    to: string,
    order: { id: number; name: string },
    links: ConfirmationLinks,
    lang: Lang,
  ): Promise<{ id: string }>;
};

/** How long one request to the provider may take before it counts as failed (and is retried). */
const REQUEST_TIMEOUT_MS = 20_000;

/** The dynamic end of a button's URL: what follows the template's fixed `/api/cod-confirmations/`. */
export const buttonSuffix = (link: string) => link.slice(link.indexOf('/api/cod-confirmations/') + 23);

/** The template message of the Cloud API's documentation, filled for one order. */
export function templateMessage(
  settings: WhatsAppSettings,
  to: string,
  order: { id: number; name: string },
  links: ConfirmationLinks,
  lang: Lang,
) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/[^\d]/g, ''),
    type: 'template',
    template: {
      name: settings.template,
      language: { code: lang },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: order.name },
            { type: 'text', text: String(order.id) },
          ],
        },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: buttonSuffix(links.confirm) }],
        },
        {
          type: 'button',
          sub_type: 'url',
          index: '1',
          parameters: [{ type: 'text', text: buttonSuffix(links.cancel) }],
        },
      ],
    },
  };
}

type CloudAnswer = { messages?: { id: string }[]; error?: { message?: string; code?: number } };

export function whatsAppCloud(settings: WhatsAppSettings): MessagingProvider {
  const url = `${settings.apiBase}/${settings.version}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async sendConfirmation(to, order, links, lang) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateMessage(settings, to, order, links, lang)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as CloudAnswer;
      const id = answer.messages?.[0]?.id;
      if (!response.ok || !id) {
        const why = answer.error
          ? `${answer.error.code ?? ''} ${answer.error.message ?? ''}`.trim()
          : 'no message id';
        throw new Error(`WhatsApp answered ${response.status}: ${why}`);
      }
      return { id };
    },
  };
}
