import { describe, expect, it } from 'vitest';
import { createBuyer, setUpOrdersTest } from '#server/modules/orders/testing.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { sendDueGifts } from './service.ts';
import { claimToken, giftOf, mailsWithBodies, paidGift } from './testing.ts';

const { ctx, ref, call } = setUpOrdersTest();

// Races need connections that run side by side: PGlite has one, so these run in `npm run test:pg` only.
describe.runIf(onRealPostgres)('gifts under concurrency', () => {
  it('gives the book once when two readers claim the same link at once', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { order, to } = await paidGift(ctx, call, ref, buyer);
    const token = await claimToken(ctx.app.db, to);
    const readers = await Promise.all([createBuyer(ctx.app.db), createBuyer(ctx.app.db)]);
    const answers = await Promise.all(
      readers.map((reader) => call('POST', '/gifts/claim', { token: reader.token, body: { token } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'This gift has already been claimed: a gift link can be used only once',
    );
    const winner = readers[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await giftOf(ctx.app.db, order.id)).claimedBy).toBe(winner.id);
  });

  it('sends a scheduled gift once when several processes sweep at the same time', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const eid = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const { order, to } = await paidGift(ctx, call, ref, buyer, { send_at: eid.toISOString() });
    const settings = { publicUrl: 'https://books.example', linkDays: 30 };
    const sweeps = await Promise.all(
      Array.from({ length: 4 }, () => sendDueGifts(ctx.app.db, settings, eid)),
    );
    const gift = await giftOf(ctx.app.db, order.id);
    expect(sweeps.filter((ids) => ids.includes(gift.id))).toHaveLength(1);
    expect(await mailsWithBodies(ctx.app.db, to)).toHaveLength(1);
    expect(gift).toMatchObject({ state: 'sent', sends: 1 });
  });
});
