import { describe, expect, it } from 'vitest';
import { checkInitData, INIT_DATA_MAX_AGE_MS } from '../../src/dashboard/telegram-init-data.js';
import { signedInitData, TEST_BOT_TOKEN } from './support/signed-init-data.js';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const nowSeconds = Math.floor(NOW / 1000);
const user = { id: 4242, first_name: 'Mira', last_name: 'Sold', username: 'mira_sells', language_code: 'uk' };
const extra = { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', chat_instance: '-3788475317572404878', chat_type: 'private' };

describe('Telegram init data', () => {
  it('accepts data signed with the bot token and reads the user', () => {
    const checked = checkInitData(signedInitData({ user, authDate: nowSeconds - 30, extra }), TEST_BOT_TOKEN, NOW);
    expect(checked).toEqual({ ok: true, user, authDate: nowSeconds - 30 });
  });

  it('refuses data signed with another bot token (forged)', () => {
    const forged = signedInitData({ user, authDate: nowSeconds, extra }, '7000000002:AAH-another-bot');
    expect(checkInitData(forged, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses data whose signed fields were changed (another user id, a later date)', () => {
    const signed = signedInitData({ user, authDate: nowSeconds - 30, extra });
    const otherUser = new URLSearchParams(signed);
    otherUser.set('user', JSON.stringify({ ...user, id: 1 }));
    expect(checkInitData(otherUser.toString(), TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const laterDate = new URLSearchParams(signed);
    laterDate.set('auth_date', String(nowSeconds));
    expect(checkInitData(laterDate.toString(), TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const addedField = new URLSearchParams(signed);
    addedField.set('start_param', 'owner');
    expect(checkInitData(addedField.toString(), TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses data older than ten minutes as expired, and accepts it just inside', () => {
    const old = signedInitData({ user, authDate: nowSeconds - INIT_DATA_MAX_AGE_MS / 1000 - 1, extra });
    expect(checkInitData(old, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'expired' });
    const recent = signedInitData({ user, authDate: nowSeconds - INIT_DATA_MAX_AGE_MS / 1000 + 5, extra });
    expect(checkInitData(recent, TEST_BOT_TOKEN, NOW).ok).toBe(true);
  });

  it('refuses data without a hash, or with one that is not hex', () => {
    const signed = new URLSearchParams(signedInitData({ user, authDate: nowSeconds, extra }));
    signed.delete('hash');
    expect(checkInitData(signed.toString(), TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    signed.set('hash', 'zz'.repeat(32));
    expect(checkInitData(signed.toString(), TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses malformed data even when it is signed: no user, a user that is not JSON or lacks its id, a repeated field, nothing at all', () => {
    const noUser = signedInitData({ authDate: nowSeconds, extra });
    expect(checkInitData(noUser, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const notJson = signedInitData({ authDate: nowSeconds, extra: { ...extra, user: '{not json' } });
    expect(checkInitData(notJson, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const noId = signedInitData({ user: { first_name: 'Mira' }, authDate: nowSeconds, extra });
    expect(checkInitData(noId, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const repeated = `${signedInitData({ user, authDate: nowSeconds, extra })}&chat_type=group`;
    expect(checkInitData(repeated, TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkInitData('', TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkInitData('%%%', TEST_BOT_TOKEN, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
