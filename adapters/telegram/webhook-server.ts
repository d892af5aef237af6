import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookCallback, type Bot } from 'grammy';
import type { Logger } from '../../src/log/logger.js';
import { describeError } from './telegram-errors.js';

export interface WebhookOptions {
  /**
   * The public HTTPS URL Telegram posts to; its path is the path served locally.
   * A function gets the local address once listening (port 0 in tests).
   */
  url: string | ((address: { host: string; port: number }) => string);
  /** Checked against `X-Telegram-Bot-Api-Secret-Token` on every request (1-256 of A-Z a-z 0-9 _ -). */
  secretToken: string;
  /** Local listening address; port 0 picks a free one. */
  port: number;
  host?: string;
}

/** Listens on the webhook's address and serves the path of its URL (POST only); answers the server and that URL. */
export async function listenForWebhook(bot: Bot, webhook: WebhookOptions, logger: Logger): Promise<{ server: Server; url: string }> {
  let path = '';
  const callback = webhookCallback(bot, 'http', { secretToken: webhook.secretToken, onTimeout: 'return', timeoutMilliseconds: 50_000 });
  const server = createServer((request, response) => {
    const requestPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'POST' || requestPath !== path) {
      response.writeHead(404).end();
      return;
    }
    callback(request, response).catch((error: unknown) => {
      logger.error({ err: describeError(error) }, 'webhook request failed');
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(webhook.port, webhook.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const url = typeof webhook.url === 'string' ? webhook.url : webhook.url({ host: address.address, port: address.port });
  path = new URL(url).pathname;
  return { server, url };
}
