// supertest as the tests import it (jest.config.js maps `supertest` here; docs/testing.md, "Speed"), with
// one listening server per app. supertest itself, given an app, makes a new HTTP server for each
// `request(app)` and each agent, listens on a new port for each request and closes it after: binding a
// port to 0 makes the kernel look for a free one among those that every connection of the machine left
// in TIME_WAIT, which under a full test run cost some HTTP files seconds of CPU (security.test.ts: 14.2 s
// of CPU with a port per request, 9.0 s without). Here each app (an Express app, or the leak guard's
// wrapper of one) gets one server, listening on 127.0.0.1 as supertest's own would, that every request
// to that app reuses; the servers of a test file are closed after its last test. What a request meets is
// the same: the app behind a plain `http.createServer`, on the loopback address, a new connection each.
// (Reusing connections too, with a keep-alive agent, saved nothing more measurable.)
import { createServer, type Server } from 'node:http';

// The real supertest, by a path the mapping of `supertest` leaves alone.
const supertest = require('supertest/index.js') as typeof import('supertest');

type App = Parameters<typeof supertest>[0];
type Options = Parameters<typeof supertest>[1];

const servers = new WeakMap<object, Server>();
const open = new Set<Server>();

/**
 * The listening server of `app`, made and started at the first request to it. Until it listens (a tick
 * or two: listening on an address is resolved asynchronously), requests go to `app` itself, which
 * supertest serves from a server of its own for the request, as it always did.
 */
function serverOf(app: App, options?: Options): App {
  if (typeof app !== 'function' || (options as { http2?: boolean } | undefined)?.http2) return app;
  let server = servers.get(app);
  if (!server) {
    server = createServer(app as Parameters<typeof createServer>[0]);
    server.listen(0, '127.0.0.1');
    servers.set(app, server);
    open.add(server);
  }
  return server.listening ? server : app;
}

/** Closes every server of this test file (run after its last test, below). */
export async function closeListeningServers(): Promise<void> {
  const closing = [...open].map(
    (server) =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  open.clear();
  await Promise.all(closing);
}

// Registered as this module loads, which is while the test file is read (its imports): after its last test.
if (typeof afterAll === 'function') afterAll(closeListeningServers);

const request = ((app: App, options?: Options) => supertest(serverOf(app, options), options)) as typeof supertest;
Object.assign(request, supertest, { agent: (app: App, options?: Parameters<typeof supertest.agent>[1]) => supertest.agent(serverOf(app) as never, options) });

export default request;
