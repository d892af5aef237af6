import net from 'node:net';
import { afterEach } from 'vitest';

// The unit tier's promise: no Redis, no sandbox, no fake chat server, nothing over a
// socket, so it runs in seconds. A test that reaches for one fails here, naming the
// address, instead of waiting out a timeout. A test that needs a socket is an integration
// test: name it `*.test.ts` rather than `*.unit.test.ts` (docs/architecture.md, "Tests").
const attempts: string[] = [];

function refuse(what: string): never {
  attempts.push(what);
  throw new Error(
    `unit tests open no sockets, and this one tried to ${what}: make it an integration test (name it *.test.ts, not *.unit.test.ts)`,
  );
}

function describeTarget(args: unknown[]): string {
  // net.connect hands Socket#connect its arguments already gathered into one array.
  if (Array.isArray(args[0])) return describeTarget(args[0] as unknown[]);
  const [first, second] = args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: number; path?: string };
    return options.path ?? `${options.host ?? 'localhost'}:${String(options.port)}`;
  }
  return typeof second === 'string' ? `${second}:${String(first)}` : String(first);
}

// net.connect, net.createConnection and tls.connect (so ioredis, undici and http) all end in
// Socket#connect; Server#listen covers anything that would start a server instead.
net.Socket.prototype.connect = function connect(...args: unknown[]) {
  refuse(`connect to ${describeTarget(args)}`);
};
net.Server.prototype.listen = function listen(...args: unknown[]) {
  refuse(`listen on ${describeTarget(args)}`);
} as typeof net.Server.prototype.listen;

// A library may swallow the throw above and retry (ioredis does): the test still fails.
afterEach(() => {
  const seen = attempts.splice(0);
  if (seen.length > 0) throw new Error(`unit tests open no sockets; this one tried to ${seen[0]}`);
});
