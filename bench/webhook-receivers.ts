// The sellers' receivers for the webhook bench: one HTTP server per endpoint on 127.0.0.1 (each
// its own origin, as each seller's receiver is its own host, so the worker keeps a connection
// pool per endpoint as it does in production), verifying every call with the Standard Webhooks
// library and answering 204. One endpoint is down: nothing listens on its port (connection
// refused), or a server there answers 503.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { AcknowledgedCall } from './webhook-tally.js';

export type DownMode = 'refused' | '503';

export class WebhookReceivers {
  readonly acknowledged: AcknowledgedCall[] = [];
  /** Calls whose signature the library refused: answered 400, never acknowledged. */
  badSignatures = 0;
  /** Calls the down endpoint answered 503 (in `503` mode; refused connections are seen by nobody). */
  downAnswered = 0;

  private constructor(
    private readonly servers: Server[],
    readonly urls: string[],
  ) {}

  /**
   * A server for each signing secret, except the one at `downIndex`, which is down as `down`
   * says; a call is acknowledged under its endpoint's index in `secrets`.
   */
  static async start(secrets: readonly string[], downIndex: number, down: DownMode): Promise<WebhookReceivers> {
    const servers: Server[] = [];
    const urls: string[] = [];
    const receivers = new WebhookReceivers(servers, urls);
    for (const [index, secret] of secrets.entries()) {
      const isDown = index === downIndex;
      const server = isDown && down === '503' ? receivers.answering503() : receivers.verifying(String(index), secret);
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      urls.push(`http://127.0.0.1:${port}/hooks/${index}`);
      if (isDown && down === 'refused') {
        // The port was just free; closed again, a call to it is refused by the kernel.
        server.close();
        await once(server, 'close');
      } else servers.push(server);
    }
    return receivers;
  }

  private verifying(endpoint: string, secret: string): Server {
    const webhook = new Webhook(secret);
    return createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const at = Date.now();
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          webhook.verify(body, request.headers as Record<string, string>);
        } catch {
          this.badSignatures += 1;
          response.writeHead(400).end();
          return;
        }
        response.writeHead(204).end();
        this.acknowledged.push({ endpoint, eventId: String(request.headers['webhook-id']), at });
      });
    });
  }

  private answering503(): Server {
    return createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        this.downAnswered += 1;
        response.writeHead(503).end();
      });
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.servers.map(async (server) => {
        server.closeAllConnections();
        server.close();
        await once(server, 'close');
      }),
    );
  }
}
