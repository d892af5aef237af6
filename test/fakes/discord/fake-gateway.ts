// The gateway half of the fake: HELLO, heartbeat ACKs, IDENTIFY -> READY and
// GUILD_CREATE, RESUME with replay, and dispatch of events tests trigger. It speaks
// JSON text frames only: discord.js asks for `encoding=json` and, without
// zlib-sync installed, no transport compression and `compress: false` in IDENTIFY.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { FakeState, Json } from './fake-state.js';

export const INTENTS = {
  guilds: 1 << 0,
  guildMessages: 1 << 9,
  directMessages: 1 << 12,
  messageContent: 1 << 15,
} as const;

interface Session {
  id: string;
  intents: number;
  sequence: number;
  /** Every dispatch, so a RESUME can replay what the bot missed. */
  events: { s: number; t: string; d: Json }[];
  socket: WebSocket | null;
}

export interface GatewayRecord {
  op: number;
  /** For IDENTIFY, the fields a test may check (never the token). */
  detail?: Json;
  at: number;
}

export class FakeGateway {
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  readonly received: GatewayRecord[] = [];

  constructor(
    private readonly state: FakeState,
    private readonly token: string,
    private readonly url: () => string,
    private readonly heartbeatIntervalMs: number,
  ) {}

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    this.server.handleUpgrade(request, socket, head, (ws) => {
      if (query.get('encoding') !== 'json' || query.has('compress') || query.get('v') !== '10') {
        ws.close(4000, 'this fake speaks v10 JSON without transport compression');
        return;
      }
      this.accept(ws);
    });
  }

  private accept(ws: WebSocket): void {
    let session: Session | null = null;
    ws.on('message', (raw: RawData) => {
      let payload: { op?: number; d?: unknown };
      try {
        payload = JSON.parse((Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)).toString('utf8')) as {
          op?: number;
          d?: unknown;
        };
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      const op = payload.op ?? -1;
      const d = (typeof payload.d === 'object' && payload.d !== null ? payload.d : {}) as Json;
      if (op === 1) {
        this.received.push({ op, at: Date.now() });
        ws.send(JSON.stringify({ op: 11 }));
      } else if (op === 2) {
        this.received.push({
          op,
          at: Date.now(),
          detail: { intents: d.intents, shard: d.shard, compress: d.compress, properties: d.properties },
        });
        if (d.token !== this.token) return void ws.close(4004, 'Authentication failed.');
        session = this.identify(ws, Number(d.intents ?? 0));
      } else if (op === 6) {
        this.received.push({ op, at: Date.now(), detail: { seq: d.seq } });
        if (d.token !== this.token) return void ws.close(4004, 'Authentication failed.');
        session = this.resume(ws, String(d.session_id), Number(d.seq ?? 0));
      } else {
        this.received.push({ op, at: Date.now() });
      }
    });
    ws.on('close', () => {
      if (session?.socket === ws) session.socket = null;
    });
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatIntervalMs } }));
  }

  private identify(ws: WebSocket, intents: number): Session {
    const session: Session = { id: randomBytes(16).toString('hex'), intents, sequence: 0, events: [], socket: ws };
    this.sessions.clear();
    this.sessions.set(session.id, session);
    this.send(session, 'READY', {
      v: 10,
      user: { ...this.state.apiUser(this.state.bot), verified: true, mfa_enabled: false },
      guilds: [...this.state.guilds.keys()].map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url(),
      shard: [0, 1],
      application: { id: this.state.applicationId, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
    });
    for (const guild of this.state.guilds.values()) {
      if (intents & INTENTS.guilds) this.send(session, 'GUILD_CREATE', this.state.apiGuildCreate(guild));
    }
    return session;
  }

  private resume(ws: WebSocket, sessionId: string, seq: number): Session | null {
    const session = this.sessions.get(sessionId);
    if (!session) {
      ws.send(JSON.stringify({ op: 9, d: false }));
      return null;
    }
    session.socket = ws;
    for (const event of session.events) {
      if (event.s > seq) ws.send(JSON.stringify({ op: 0, s: event.s, t: event.t, d: event.d }));
    }
    this.send(session, 'RESUMED', {});
    return session;
  }

  private send(session: Session, t: string, d: Json): void {
    session.sequence += 1;
    const event = { s: session.sequence, t, d };
    session.events.push(event);
    if (session.events.length > 1000) session.events.shift();
    if (session.socket?.readyState === WebSocket.OPEN) {
      session.socket.send(JSON.stringify({ op: 0, ...event }));
    }
  }

  /** True once a bot has identified (its events are then delivered or kept for its RESUME). */
  get connected(): boolean {
    return [...this.sessions.values()].some((session) => session.socket?.readyState === WebSocket.OPEN);
  }

  intents(): number {
    return [...this.sessions.values()][0]?.intents ?? 0;
  }

  dispatch(t: string, d: Json): void {
    const session = [...this.sessions.values()][0];
    if (!session) throw new Error(`fake Discord: no bot session to dispatch ${t} to; log the bot in first`);
    this.send(session, t, d);
  }

  /** Opcode 7: the bot must reconnect and RESUME; events meanwhile are replayed. */
  requestReconnect(): void {
    for (const session of this.sessions.values()) session.socket?.send(JSON.stringify({ op: 7, d: null }));
  }

  async close(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
