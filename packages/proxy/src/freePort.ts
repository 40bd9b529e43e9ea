import { type AddressInfo, createServer } from 'node:net';

/** A port free right now (nginx needs a number up front; it cannot report an ephemeral one). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}
