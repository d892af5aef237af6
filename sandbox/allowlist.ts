import { BlockList, isIP } from 'node:net';

const MAX_ALLOWLIST_ENTRIES = 16;

/** An address allowlist (single addresses or CIDR subnets, IPv4 and IPv6); empty admits every address. */
export interface Allowlist {
  readonly entries: readonly string[];
  admits(remoteAddress: string | undefined): boolean;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  if (version === 4) return 'ipv4';
  if (version === 6) return 'ipv6';
  return null;
}

// A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; compare them as IPv4.
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}

/** Parses entries like `203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`; null when one is malformed. */
export function parseAllowlist(entries: readonly unknown[]): Allowlist | null {
  if (entries.length > MAX_ALLOWLIST_ENTRIES) return null;
  const list = new BlockList();
  const kept: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') return null;
    const [rawAddress, prefixText, extra] = entry.trim().split('/');
    if (rawAddress === undefined || extra !== undefined) return null;
    const address = unmapped(rawAddress);
    const type = family(address);
    if (!type) return null;
    if (prefixText === undefined) {
      list.addAddress(address, type);
    } else {
      if (!/^\d{1,3}$/.test(prefixText)) return null;
      const prefix = Number(prefixText);
      if (prefix > (type === 'ipv4' ? 32 : 128)) return null;
      list.addSubnet(address, prefix, type);
    }
    kept.push(entry.trim());
  }
  return {
    entries: kept,
    admits(remoteAddress) {
      if (kept.length === 0) return true;
      if (!remoteAddress) return false;
      const address = unmapped(remoteAddress);
      const type = family(address);
      return type !== null && list.check(address, type);
    },
  };
}
