// Standard Webhooks signatures as a receiver's library checks them: one per active secret.
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newSigningSecret } from '../../src/net/signing-secret.js';
import { signatureHeaders } from '../../src/net/webhook-signature.js';

describe('signatureHeaders', () => {
  it('signs the id, the timestamp in seconds and the body, as the Standard Webhooks library does', () => {
    const secret = newSigningSecret();
    const at = new Date('2026-11-26T03:00:00.900Z');
    const headers = signatureHeaders({ messageId: 'order_1', timestamp: at.getTime() / 1000, body: '{"a":1}', secrets: [secret] });
    expect(headers).toEqual({
      'webhook-id': 'order_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign('order_1', new Date('2026-11-26T03:00:00Z'), '{"a":1}'),
    });
  });

  it('refuses to sign without a secret, or with one too short, never quoting it', () => {
    const body = '{}';
    expect(() => signatureHeaders({ messageId: 'm', timestamp: 1, body, secrets: [] })).toThrow('at least one secret');
    const short = `whsec_${Buffer.from('sixteen bytes!!!').toString('base64')}`;
    expect(() => signatureHeaders({ messageId: 'm', timestamp: 1, body, secrets: [short] })).toThrow(/^(?!.*c2l4dGVlbi).*24 bytes/);
  });
});
