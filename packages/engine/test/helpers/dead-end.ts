import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/**
 * An address that answers no request, for "cannot be reached" tests: a port this test holds, closing every
 * connection at once. (A port bound and closed again is free for the next server any test file starts meanwhile,
 * this one's included: the request would then reach that server.)
 */
export const startDeadEnd = async (): Promise<{ url: string; close: () => Promise<void> }> => {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
