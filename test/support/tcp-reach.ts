import { connect } from 'node:net';

/**
 * Another address of this machine: a server bound to 127.0.0.1 does not answer it, one bound
 * to every interface does. Loopback only, so a test never sends traffic off this machine.
 */
export const ANOTHER_LOCAL_ADDRESS = '127.0.0.2';

/** `connected`, or the error code a TCP connection to host:port ends with. */
export function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(3_000, () => socket.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
