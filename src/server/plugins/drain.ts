import type { FastifyInstance } from 'fastify';

/** Whether this process is on its way out: readiness fails and no connection is kept alive. */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Begun on a shutdown signal, before the server closes; closing the server begins it too. */
    drain: Drain;
  }
}

/**
 * Draining: every answer from then on asks the client to close its connection. Node keeps a
 * connection open for the next request once a request in flight has been answered, and a closing
 * server waits for every connection to end: without this, one kept-alive client (a proxy keeps
 * many) would hold the shutdown for the whole keep-alive timeout.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  const drain: Drain = {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
  app.decorate('drain', drain);
  app.addHook('preClose', async () => {
    drain.begin();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return drain;
}
