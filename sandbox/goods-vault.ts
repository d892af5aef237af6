import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One unit's goods as kept in memory: AES-256-GCM, never the clear JSON. */
export interface SealedGoods {
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

/** Seals goods with a key born and dying with this sandbox, so nothing readable sits in its state. */
export class GoodsVault {
  /** Born with this sandbox, or read back with a saved state whose goods it sealed. */
  constructor(readonly key: Buffer = randomBytes(32)) {}

  seal(goods: unknown): SealedGoods {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(goods), 'utf8'), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), data };
  }

  /** Only for the buyer's view on the control interface. */
  open(sealed: SealedGoods): unknown {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.iv);
    decipher.setAuthTag(sealed.tag);
    const clear = Buffer.concat([decipher.update(sealed.data), decipher.final()]);
    return JSON.parse(clear.toString('utf8')) as unknown;
  }
}
