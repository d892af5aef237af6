import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver saw it: the raw body, so a signature is checked over the exact bytes sent. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export type ReceiverHandler = (request: Received, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 standing for a seller's supplier or webhook receiver:
 * every request is recorded, then answered by `handler` (which a test may swap between calls).
 */
export class LocalReceiver {
  readonly received: Received[] = [];
  handler: ReceiverHandler;
  private readonly server: Server;

  private constructor(handler: ReceiverHandler) {
    this.handler = handler;
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.received.push(received);
        this.handler(received, response);
      });
    });
  }

  static async start(handler: ReceiverHandler): Promise<LocalReceiver> {
    const receiver = new LocalReceiver(handler);
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  /** Closes the server and drops connections still held open (an answer a test never sends). */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}

/** A handler answering `status` with `body` as JSON. */
export function answerJson(status: number, body: unknown): ReceiverHandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}
