import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';

const load = (env: Record<string, string>) => loadConfig(env, { devKeyRingPath: '.data/dev-master-keys' });

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('proxy settings', () => {
  it('reads HTTPS_PROXY, HTTP_PROXY and NO_PROXY, lower case first as curl does', () => {
    expect(
      load({ HTTPS_PROXY: 'http://user:pw@proxy.example:3128', http_proxy: 'http://plain.example:8080', NO_PROXY: 'localhost, .internal' })
        .proxy,
    ).toEqual({ httpsProxy: 'http://user:pw@proxy.example:3128', httpProxy: 'http://plain.example:8080', noProxy: 'localhost, .internal' });
    expect(load({ https_proxy: 'http://lower.example:1', HTTPS_PROXY: 'http://upper.example:2' }).proxy?.httpsProxy).toBe(
      'http://lower.example:1',
    );
    expect(load({ NO_PROXY: 'localhost' }).proxy).toBeNull();
  });

  it('stops the start on a proxy address it cannot use, naming the variable and never the credentials', () => {
    const message = refusal({ HTTPS_PROXY: 'socks5://seller:s3cret@proxy.example:1080' });
    expect(message).toMatch(/^HTTPS_PROXY must be an http:\/\/ or https:\/\/ proxy address/);
    expect(message).not.toContain('s3cret');
    expect(message.split('\n')).toHaveLength(1);
    expect(refusal({ http_proxy: 'proxy.example:3128' })).toMatch(/^http_proxy must be/);
  });

  it('refuses address ranges in NO_PROXY, which would silently send those hosts through the proxy', () => {
    expect(refusal({ HTTPS_PROXY: 'http://proxy.example:3128', NO_PROXY: 'localhost,10.0.0.0/8' })).toMatch(
      /^NO_PROXY must be .*address ranges \(10\.0\.0\.0\/8\) are not matched/,
    );
  });
});
