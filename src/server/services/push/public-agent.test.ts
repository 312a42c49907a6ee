import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startTestPushService, subscriberKeys, type TestPushService } from '#server/test/push-service.ts';
import { isNonPublicAddress } from './public-agent.ts';
import { deliverWebPush } from './sender.ts';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
const vapid = { publicKey, privateKey, subject: 'mailto:push@example.com' };
const message = { title: 'كتاب جديد', body: 'وصل للتو', route: 'book-details', id: 1 };

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(() => service.close());

describe('push endpoints registered by visitors', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.5', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['142.250.74.110', false],
    ['2a00:1450:4001:82b::200a', false],
    ['::ffff:142.250.74.110', false],
  ])('counts %s as non-public: %s', (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });

  it('never posts to a loopback address given as the endpoint', async () => {
    const keys = subscriberKeys();
    const before = service.received.length;
    const outcome = await deliverWebPush(vapid, { endpoint: service.endpoint('literal'), keys }, message);
    expect(outcome).toEqual({ status: 'failed', reason: 'push endpoint 127.0.0.1 is not a public address' });
    expect(service.received.length).toBe(before);
  });

  it('never posts to a host name that resolves to a loopback address', async () => {
    const keys = subscriberKeys();
    const before = service.received.length;
    const endpoint = service.endpoint('named').replace('127.0.0.1', 'localhost');
    const outcome = await deliverWebPush(vapid, { endpoint, keys }, message);
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'push endpoint localhost is not a public address',
    });
    expect(service.received.length).toBe(before);
  });

  it('reaches the same service through an agent given by the caller', async () => {
    const keys = subscriberKeys();
    const outcome = await deliverWebPush(vapid, { endpoint: service.endpoint('trusted'), keys }, message, {
      agent: service.agent,
    });
    expect(outcome).toEqual({ status: 'sent' });
  });
});
