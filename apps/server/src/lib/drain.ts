import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A connection that never sent a request after the drain began is closed after this long. */
const SILENT_CONNECTION_MS = 2000;
/** Between two looks at the accept queue: the event loop polls (and accepts) at least once in between. */
const ACCEPT_CHECK_MS = 10;
/** Most time the listener stays open for clients that keep connecting while it closes. */
const ACCEPT_QUEUE_MAX_MS = 5000;

interface ConnectionState {
  /** Requests answered on it so far: 0 means a new connection whose request may be on its way. */
  served: number;
  current: ServerResponse | null;
  /** Accepted after the listener began to close: its request is answered 503. */
  late: boolean;
  /** Listens for the close of each of its answers: one function per connection, not per request. */
  answeredOne: () => void;
}

export interface Drain {
  readonly draining: boolean;
  /**
   * From now on: `/api/health` answers 503, every answer closes its connection, and the long-lived
   * answers (`holdOpen`) end at once.
   */
  start(): void;
  /**
   * A long-lived answer (an event stream whose client reconnects, to another process): drain ends
   * it at once instead of waiting for it, while ordinary requests (a completion's stream included)
   * are still served to the end. Registered while draining, it ends at once.
   */
  holdOpen(response: ServerResponse): void;
  /**
   * Closes the listener without resetting a connection the kernel already accepted. Connections
   * keep being accepted while it closes; their requests wait (`lateAnswer`) and are answered 503
   * with `Connection: close` once it has closed, so clients waiting for them open no new ones. The
   * listener closes after a turn of the event loop that accepted nothing and sent no answer, with no
   * earlier request in flight: no client is then connecting and the kernel's queue is empty.
   */
  stopAccepting(): Promise<void>;
  /**
   * For a request on a connection accepted while the listener closes: resolves once it has closed
   * (answer it 503 then); null for any other request.
   */
  lateAnswer(socket: Socket): Promise<void> | null;
}

/**
 * Graceful drain on top of Node's close. Node's `server.close()` destroys every "idle" connection,
 * including one just accepted whose request has not been read yet: under load with a connection per
 * request that resets requests the client already sent. Here only connections idle after an answer
 * are closed; a new one gets its request served (with `Connection: close`), or is closed when silent.
 */
/** Ends a long-lived answer and, once it is sent, its connection. */
function endNow(response: ServerResponse) {
  response.shouldKeepAlive = false;
  response.end();
}

export function trackConnections(server: Server): Drain {
  const connections = new Map<Socket, ConnectionState>();
  const heldOpen = new Set<ServerResponse>();
  let draining = false;
  let closing = false;
  let accepted = 0;
  let answered = 0;
  let closeListener = () => {};
  const listenerClosed = new Promise<void>((resolve) => (closeListener = resolve));

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    const state: ConnectionState = {
      served: 0,
      current: null,
      late: closing,
      answeredOne: () => {
        answered += 1;
        state.served += 1;
        state.current = null;
      },
    };
    connections.set(socket, state);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: { socket: Socket }, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.current = response;
    if (draining) response.shouldKeepAlive = false;
    // An answer closes once; `on` spares the wrapper `once` would make per request.
    response.on('close', state.answeredOne);
  });

  // Called by Node's close() and by Fastify's `forceCloseConnections: 'idle'`.
  server.closeIdleConnections = () => {
    for (const [socket, state] of connections) {
      if (state.current) continue;
      if (state.served > 0) socket.destroy();
      else
        setTimeout(() => !connections.get(socket)?.current && socket.destroy(), SILENT_CONNECTION_MS).unref();
    }
  };

  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
      for (const { current } of connections.values()) {
        if (current && !current.headersSent) current.shouldKeepAlive = false;
      }
      for (const response of heldOpen) endNow(response);
      heldOpen.clear();
    },
    holdOpen(response) {
      if (draining) {
        endNow(response);
        return;
      }
      heldOpen.add(response);
      response.once('close', () => heldOpen.delete(response));
    },
    stopAccepting() {
      closing = true;
      const until = Date.now() + ACCEPT_QUEUE_MAX_MS;
      const inFlight = () => [...connections.values()].some((c) => c.current && !c.late);
      return new Promise<void>((resolve) => {
        let seen = { accepted, answered };
        const look = () => {
          const quiet = accepted === seen.accepted && answered === seen.answered && !inFlight();
          if (quiet || Date.now() >= until) {
            server.close();
            closeListener();
            resolve();
            return;
          }
          seen = { accepted, answered };
          setTimeout(look, ACCEPT_CHECK_MS);
        };
        setTimeout(look, ACCEPT_CHECK_MS);
      });
    },
    lateAnswer(socket: Socket) {
      return connections.get(socket)?.late ? listenerClosed : null;
    },
  };
}
