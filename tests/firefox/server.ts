import net from 'node:net';
import { serveBuild as serveOnPort } from '../../scripts/serve-build.mjs';

export type Server = { origin: string; stop: () => void };

/** A port nothing listens on now (the system's pick), on the loopback address only. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build as the scripts do (scripts/serve-build.mjs: `npm run serve`, the site's headers and CSP,
 * in a process group of its own), on a free port of 127.0.0.1.
 */
export async function serveBuild(dir: string): Promise<Server> {
  return serveOnPort({ port: await freePort(), dir });
}
