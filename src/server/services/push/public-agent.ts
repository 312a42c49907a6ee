import { type LookupAddress, lookup } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * A push endpoint is a URL any visitor can register, and the server later posts to it: without a
 * check, that is a way to make the shop call addresses inside its own network. The agent below
 * refuses to connect to any address that is not public, at connection time, so a name that
 * resolves differently on a second look (DNS rebinding) gains nothing.
 */

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, shared, reserved and multicast addresses (IPv4, IPv6, mapped). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return notPublic.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicAddressError extends Error {
  constructor(host: string) {
    super(`push endpoint ${host} is not a public address`);
    this.name = 'NonPublicAddressError';
  }
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isNonPublicAddress(entry.address));
    if (refused || addresses.length === 0) return callback(new NonPublicAddressError(hostname), '', 0);
    if (options.all) return callback(null, addresses as unknown as string, 0);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/** The agent used for push services unless a test gives its own. */
export const publicOnlyAgent = new Agent({ keepAlive: true, lookup: publicOnlyLookup });
