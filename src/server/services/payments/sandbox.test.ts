import { describe, expect, it } from 'vitest';
import { sandboxPagePath, sandboxProvider, sandboxSession, settleSandboxSession } from './sandbox.ts';
import { sandboxPage } from './sandbox-page.ts';

/* The sandbox's test page and notices carry the order's amount in its currency, with its decimals. */

const provider = sandboxProvider({ publicUrl: 'https://shop.example' });

async function pageOf(amountCents: number, currency: string) {
  const { sessionId } = await provider.createCheckout({
    orderId: 9,
    amountCents,
    currency,
    description: 'Order 9',
    successUrl: 'https://shop.example/#/payment-return?order=9',
    cancelUrl: 'https://shop.example/#/payment-return?order=9&cancelled=1',
  });
  return { sessionId, html: sandboxPage(sandboxSession(sessionId)!, sandboxPagePath(sessionId)) };
}

describe("the sandbox's page", () => {
  it('shows 3838 fils as 3.838 KWD, in Arabic and in English', async () => {
    const { html } = await pageOf(3838, 'KWD');
    expect(html).toContain('<p>الطلب رقم 9 · المبلغ <bdi dir="ltr">3.838 KWD</bdi></p>');
    expect(html).toContain('<p lang="en">Order 9 · Amount 3.838 KWD</p>');
  });

  it('shows each currency with its own decimals', async () => {
    expect((await pageOf(1250, 'USD')).html).toContain('Amount 12.50 USD');
    expect((await pageOf(5, 'KWD')).html).toContain('Amount 0.005 KWD');
    expect((await pageOf(4599, 'EGP')).html).toContain('Amount 45.99 EGP');
    expect((await pageOf(500, 'JPY')).html).toContain('Amount 500 JPY');
  });

  it('answers and notifies the KWD amount in fils', async () => {
    const { sessionId } = await pageOf(3838, 'KWD');
    const settled = settleSandboxSession(sessionId, 'pay')!;
    const event = provider.parseWebhook(Buffer.from(settled.notice!.payload), {
      'sandbox-signature': settled.notice!.signature,
    });
    expect(event).toMatchObject({
      type: 'checkout.completed',
      orderId: 9,
      amountCents: 3838,
      currency: 'KWD',
    });
    expect(await provider.retrieve(sessionId)).toMatchObject({
      paid: true,
      amountCents: 3838,
      currency: 'KWD',
    });
  });
});
