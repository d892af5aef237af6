import { BlockList, isIP } from 'node:net';

/**
 * Addresses a call to someone else's server must never reach: this machine, the networks
 * it sits on, the cloud's metadata service (169.254.169.254), and addresses no server has.
 * A supplier or webhook URL is typed by a seller, so without this a seller could make
 * Hawker call its own Redis, the metrics port or a neighbour on the private network.
 */
const NOT_PUBLIC = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking networks, used inside some clouds
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
const IPV6_RANGES: [string, number][] = [
  // The unspecified ::, loopback ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  ['::', 96],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * Whether `address` (an IP address, no brackets) is one the public Internet routes to.
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries, which
 * BlockList does by itself. NAT64's well-known prefix (64:ff9b::/96) stays allowed: RFC
 * 6052 forbids gateways to translate it to non-global IPv4. Anything that is not an IP
 * address is not public, so a caller that forgot to resolve a name is refused, not let through.
 */
export function isPublicAddress(address: string): boolean {
  // A zone (fe80::1%eth0) names an interface of this machine; the address before it decides.
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
