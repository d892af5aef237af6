// Which addresses a signed call (a supplier, a webhook receiver) may reach: the public
// Internet only, never this machine, its networks or the cloud's metadata service.
import { describe, expect, it } from 'vitest';
import { checkEndpointUrl } from '../../src/net/endpoint-url.js';
import { isPublicAddress } from '../../src/net/public-address.js';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'RFC 1918'],
    ['172.16.0.1', 'RFC 1918'],
    ['172.31.255.255', 'RFC 1918'],
    ['192.168.1.1', 'RFC 1918'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata, link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::8.8.8.8', 'IPv4-compatible, deprecated whatever it carries'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback (RFC 2765)'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated private'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata, in hex'],
    ['64:ff9b::10.0.0.1', 'NAT64 well-known prefix carrying a private address'],
    ['64:ff9b::7f00:1', 'NAT64 well-known prefix carrying loopback, in hex'],
    ['64:ff9b:1::808:808', 'local-use NAT64 (RFC 8215), whatever it carries'],
    ['64:ff9b:1:ffff::1', 'local-use NAT64, the end of the block'],
    ['2002:c0a8:0101::1', '6to4 carrying 192.168.1.1'],
    ['2002:7f00:1::', '6to4 carrying loopback'],
    ['2002:a9fe:a9fe::1', '6to4 carrying the metadata address'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo whose client is 10.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo whose client is 127.0.0.1'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'Teredo whose server is 10.0.0.1'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'deprecated ORCHID'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'segment routing identifier'],
    ['fec0::1', 'site-local'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['100.63.255.255'],
    ['100.128.0.0'],
    ['172.15.255.255'],
    ['172.32.0.0'],
    ['169.253.255.255'],
    ['2001:4860:4860::8888'],
    ['2606:4700::1111'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['64:ff9b::1.1.1.1'],
    ['::ffff:0:8.8.8.8'],
    ['2002:808:808::1'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
    ['2001:1::1'],
    ['2001:4:112::1'],
    ['2001:20::1'],
    ['2620:4f:8000::1'],
    ['2a00:1450:4001:80b::200e'],
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkEndpointUrl', () => {
  const guarded = { allowPrivateNetworks: false };
  it('takes an https address with a name or a public IP', () => {
    expect(checkEndpointUrl('https://supplier.example/hawker', guarded)).toMatchObject({ ok: true });
    expect(checkEndpointUrl('https://8.8.8.8/hawker', guarded)).toMatchObject({ ok: true });
  });

  it('refuses a private literal, plain http and other schemes without the flag', () => {
    expect(checkEndpointUrl('https://192.168.0.10/x', guarded)).toEqual({ ok: false, problem: 'private-address' });
    expect(checkEndpointUrl('https://[::ffff:127.0.0.1]/x', guarded)).toEqual({ ok: false, problem: 'private-address' });
    expect(checkEndpointUrl('http://supplier.example/x', guarded)).toEqual({ ok: false, problem: 'plain-http' });
    expect(checkEndpointUrl('file:///etc/passwd', guarded)).toEqual({ ok: false, problem: 'not-http' });
    expect(checkEndpointUrl('supplier.example', guarded)).toEqual({ ok: false, problem: 'not-http' });
  });

  it('lets a local demo use plain http on this machine with the flag', () => {
    expect(checkEndpointUrl('http://127.0.0.1:8787/supplier', { allowPrivateNetworks: true })).toMatchObject({ ok: true });
    expect(checkEndpointUrl('ftp://127.0.0.1/', { allowPrivateNetworks: true })).toEqual({ ok: false, problem: 'not-http' });
  });
});
