import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';

/** What happens to the marketplace's answer of a matching request, after the marketplace acted on it. */
export type AnswerFate = { kind: 'drop' } | { kind: 'replace'; status: number } | { kind: 'hold'; ms: number };

interface Rule {
  method: string;
  pathPrefix: string;
  fate: AnswerFate;
  remaining: number;
}

/**
 * A loopback proxy in front of the marketplace that forwards every request, and for
 * matching ones lets the marketplace act, then loses the answer: the connection drops,
 * a 502 comes back instead, or the answer is held past the client's timeout. This is
 * the "request sent, outcome unknown" case the sandbox's own faults (which act before
 * the state changes) cannot produce.
 */
export class AnswerDroppingProxy {
  private rules: Rule[] = [];
  /** Requests forwarded, as `METHOD path`. */
  readonly forwarded: string[] = [];

  private constructor(
    private readonly server: Server,
    private readonly upstream: string,
  ) {}

  static async start(upstream: string): Promise<AnswerDroppingProxy> {
    let proxy: AnswerDroppingProxy | null = null;
    const server = createServer((req, res) => {
      void proxy?.serve(req, res);
    });
    proxy = new AnswerDroppingProxy(server, upstream);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  loseAnswers(method: string, pathPrefix: string, fate: AnswerFate, times = 1): void {
    this.rules.push({ method, pathPrefix, fate, remaining: times });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private take(method: string, path: string): AnswerFate | null {
    const rule = this.rules.find((each) => each.method === method && path.startsWith(each.pathPrefix));
    if (!rule) return null;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((each) => each !== rule);
    return rule.fate;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    this.forwarded.push(`${method} ${path.split('?')[0] ?? path}`);
    const fate = this.take(method, path);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await request(`${this.upstream}${path}`, {
        method: method as 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      if (fate?.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      if (fate?.kind === 'replace') {
        res.writeHead(fate.status, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        return;
      }
      if (fate?.kind === 'hold') await new Promise((resolve) => setTimeout(resolve, fate.ms));
      const contentType = answer.headers['content-type'];
      const retryAfter = answer.headers['retry-after'];
      res.writeHead(answer.statusCode, {
        ...(typeof contentType === 'string' ? { 'content-type': contentType } : {}),
        ...(typeof retryAfter === 'string' ? { 'retry-after': retryAfter } : {}),
      });
      res.end(body);
    } catch {
      req.socket.destroy();
    }
  }
}
