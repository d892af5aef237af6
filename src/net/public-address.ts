import { BlockList, isIP } from 'node:net';
import { embeddedIPv4 } from './embedded-ipv4.js';

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
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking networks, used inside some clouds
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
// The IPv6 blocks the IANA special-purpose registry marks not global, and multicast.
const IPV6_RANGES: [string, number][] = [
  // The unspecified ::, loopback ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  ['::', 96],
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): translated by a gateway inside a network
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments; the global blocks inside it are GLOBAL_INSIDE_RESERVED
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) identifiers
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated but still routed inside some networks
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Blocks inside 2001::/23 that the registry marks global (anycast services, AS112, ORCHIDv2, DRIP), and Teredo. */
const GLOBAL_INSIDE_RESERVED = new BlockList();
for (const address of ['2001:1::1', '2001:1::2', '2001:1::3']) GLOBAL_INSIDE_RESERVED.addAddress(address, 'ipv6');
const GLOBAL_RANGES: [string, number][] = [
  ['2001::', 32], // Teredo: judged by the IPv4 addresses it carries
  ['2001:3::', 32], // AMT
  ['2001:4:112::', 48], // AS112-v6
  ['2001:20::', 28], // ORCHIDv2
  ['2001:30::', 28], // DRIP entity tags
];
for (const [network, prefix] of GLOBAL_RANGES) GLOBAL_INSIDE_RESERVED.addSubnet(network, prefix, 'ipv6');

/**
 * Whether `address` (an IP address, no brackets) is one the public Internet routes to.
 * An IPv6 address that carries an IPv4 one (IPv4-mapped or -translated, NAT64's well-known
 * prefix, 6to4, Teredo: `embeddedIPv4`) is refused when that IPv4 address is not public, as a
 * gateway or relay on the way may deliver to it. Anything that is not an IP address is not
 * public, so a caller that forgot to resolve a name is refused, not let through.
 */
export function isPublicAddress(address: string): boolean {
  // A zone (fe80::1%eth0) names an interface of this machine; the address before it decides.
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (embeddedIPv4(bare).some((carried) => NOT_PUBLIC.check(carried, 'ipv4'))) return false;
  return GLOBAL_INSIDE_RESERVED.check(bare, 'ipv6') || !NOT_PUBLIC.check(bare, 'ipv6');
}
