/**
 * A TCP port free on loopback right now (the OS picks it), for a child server to listen on.
 * Shared by the tests' child server and the benches, which run servers the same way.
 */
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}
