import { describe, expect, it } from 'vitest';
import { InsecureBaseUrlError } from '../../src/api/errors.js';
import { SellerApiClient } from '../../src/api/seller-api-client.js';

describe('base URL', () => {
  it.each(['https://api.marketplace.example', 'http://127.0.0.1:8787', 'http://127.9.9.9', 'http://localhost:3000', 'http://[::1]:8080'])(
    'accepts %s',
    async (baseUrl) => {
      const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl, apiKey: 'k' });
      await client.close();
    },
  );

  it('refuses a key a header cannot carry, without echoing it', () => {
    const attempt = () =>
      new SellerApiClient({ budgetClass: 'interactive', baseUrl: 'https://api.marketplace.example', apiKey: 'sk_live\r\nX-Evil: 1' });
    expect(attempt).toThrow(/apiKey/);
    expect(attempt).not.toThrow(/sk_live/);
  });

  it.each([
    'http://api.marketplace.example',
    'http://10.0.0.5:8787',
    'http://128.0.0.1',
    'http://localhost.evil.example',
    'http://[::2]',
    'ftp://127.0.0.1',
    'not a url',
  ])('refuses %s before any key is sent', (baseUrl) => {
    expect(() => new SellerApiClient({ budgetClass: 'interactive', baseUrl, apiKey: 'k' })).toThrow(InsecureBaseUrlError);
  });
});

describe('plain http opted into for a demo sandbox', () => {
  it('reaches a container service name only when the operator allowed plain http', async () => {
    expect(() => new SellerApiClient({ budgetClass: 'interactive', baseUrl: 'http://sandbox:8080', apiKey: 'k' })).toThrow(
      InsecureBaseUrlError,
    );
    const client = new SellerApiClient({ budgetClass: 'interactive', baseUrl: 'http://sandbox:8080', apiKey: 'k', allowPlainHttp: true });
    await client.close();
    expect(() => new SellerApiClient({ budgetClass: 'interactive', baseUrl: 'ftp://sandbox', apiKey: 'k', allowPlainHttp: true })).toThrow(
      InsecureBaseUrlError,
    );
  });
});
