/**
 * The IPv4 addresses an IPv6 address carries, by the forms that put one inside: IPv4-mapped
 * (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`, RFC 2765), IPv4-compatible
 * (`::a.b.c.d`), NAT64's well-known prefix (`64:ff9b::a.b.c.d`, RFC 6052), 6to4
 * (`2002:AABB:CCDD::`, RFC 3056: bits 16–47) and Teredo (`2001:0:SSSS:SSSS::CCCC:CCCC`,
 * RFC 4380: the server's IPv4 in bits 32–63, the client's in the last 32 bits with every bit
 * flipped). A gateway, relay or tunnel on the way may deliver a packet for such an address
 * to the IPv4 address inside it, so that address decides as much as the IPv6 one.
 */
export function embeddedIPv4(address: string): string[] {
  const g = ipv6Groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const last = () => ipv4Of(g[6] ?? 0, g[7] ?? 0);
  if (zero(0, 5) && g[5] === 0xffff) return [last()];
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return [last()];
  if (zero(0, 6)) return [last()];
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return [last()];
  if (g[0] === 0x2002) return [ipv4Of(g[1] ?? 0, g[2] ?? 0)];
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4Of(g[2] ?? 0, g[3] ?? 0), ipv4Of((g[6] ?? 0) ^ 0xffff, (g[7] ?? 0) ^ 0xffff)];
  return [];
}

/** The eight 16-bit groups of a valid IPv6 address (as `isIP` judged it), a trailing dotted IPv4 read as the last two. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`;
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const before = groups(head);
  const after = groups(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function ipv4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}
