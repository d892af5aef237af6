import { randomBytes } from 'node:crypto';

/** Source of ids and random picks: seeded for reproducible runs, otherwise from the OS. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  uuid(): string;
  token(bytes: number): string;
}

// sfc32: tiny, fast, and good enough to make seeded runs repeatable.
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function bytesToUuid(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(b).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function createRandom(seed?: number): Random {
  if (seed === undefined) {
    return {
      next: () => randomBytes(4).readUInt32BE(0) / 4294967296,
      uuid: () => bytesToUuid(randomBytes(16)),
      token: (bytes) => randomBytes(bytes).toString('base64url'),
    };
  }
  const next = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0);
  for (let i = 0; i < 16; i += 1) next();
  const bytes = (count: number): Uint8Array => {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) out[i] = Math.floor(next() * 256);
    return out;
  };
  return {
    next,
    uuid: () => bytesToUuid(bytes(16)),
    token: (count) => Buffer.from(bytes(count)).toString('base64url'),
  };
}
