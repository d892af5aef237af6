import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A forward HTTP proxy on loopback, as sellers run one: CONNECT tunnels (https, or any
 * tunnelled destination) and absolute-URI plain-http requests. It records each
 * destination host:port it was asked for, and the Proxy-Authorization it was shown.
 */
export interface RecordingProxy {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Every destination asked for, in order: `host:port`. */
  readonly targets: string[];
  /** Every plain-http request forwarded, in order: `METHOD absolute-URL` (a tunnel's requests are not seen). */
  readonly requests: string[];
  /** The Proxy-Authorization header of each request, decoded (`user:password`), or null. */
  readonly credentials: (string | null)[];
  close(): Promise<void>;
}

function decodedCredentials(request: IncomingMessage): string | null {
  const header = request.headers['proxy-authorization'];
  if (typeof header !== 'string' || !header.startsWith('Basic ')) return null;
  return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
}

export async function startRecordingProxy(): Promise<RecordingProxy> {
  const targets: string[] = [];
  const requests: string[] = [];
  const credentials: (string | null)[] = [];
  const sockets = new Set<Socket>();

  const forward = (incoming: IncomingMessage, answer: ServerResponse) => {
    const url = new URL(incoming.url ?? '/');
    targets.push(url.host);
    requests.push(`${incoming.method ?? 'GET'} ${url.href}`);
    credentials.push(decodedCredentials(incoming));
    const headers = { ...incoming.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = request(url, { method: incoming.method, headers }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    upstream.on('error', () => answer.writeHead(502).end());
    incoming.pipe(upstream);
  };

  const server = createServer(forward);
  server.on('connect', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const target = incoming.url ?? '';
    targets.push(target);
    credentials.push(decodedCredentials(incoming));
    const at = target.lastIndexOf(':');
    const upstream = connect(Number(target.slice(at + 1)), target.slice(0, at).replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    requests,
    credentials,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
