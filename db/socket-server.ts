import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { writeRuntime } from "./runtime-file";

/**
 * Serves the app's own PGlite instance over the PostgreSQL wire protocol on a loopback
 * port, so `psql` and the npm scripts reach the embedded database while the app runs
 * (a second process must never open the directory itself).
 *
 * The app and the socket clients share one PGlite connection, so a client's statement
 * must not land inside one of the app's transactions, nor the app's inside a client's.
 * The gate below holds PGlite's transaction lock from a client's first message until
 * that client is back outside a transaction at a message boundary (a simple query or
 * the Sync that ends an extended-protocol batch). An idle client that keeps a
 * transaction open longer than IDLE_TRANSACTION_MS is rolled back so the app goes on.
 */
export const IDLE_TRANSACTION_MS = 30_000;

const QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, "utf8");
  const msg = Buffer.alloc(5 + body.length);
  msg[0] = QUERY;
  msg.writeInt32BE(4 + body.length, 1);
  body.copy(msg, 5);
  return new Uint8Array(msg);
}

class SocketGate {
  private release: (() => void) | null = null;
  private atBoundary = true;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly pg: PGlite) {}

  get waitReady() {
    return this.pg.waitReady;
  }

  /** Called back when the gate lets go, so clients that waited are served. */
  onRelease: () => void = () => {};

  /**
   * What the socket library asks to keep serving one client: true while that client
   * holds the gate (mid-batch or in its transaction), never for one of the app's.
   */
  isInTransaction(): boolean {
    return this.release !== null;
  }

  private async acquire(): Promise<void> {
    if (this.release) return;
    await new Promise<void>((acquired) => {
      void this.pg._runExclusiveTransaction(
        () =>
          new Promise<void>((done) => {
            this.release = done;
            acquired();
          }),
      );
    });
  }

  private releaseIfDone(): void {
    clearTimeout(this.idleTimer);
    if (!this.release) return;
    if (this.atBoundary && !this.pg.isInTransaction()) {
      const done = this.release;
      this.release = null;
      done();
      queueMicrotask(this.onRelease);
      return;
    }
    this.idleTimer = setTimeout(() => void this.abandon(), IDLE_TRANSACTION_MS);
    this.idleTimer.unref();
  }

  /** Rolls back what a silent client left open and gives the database back to the app. */
  private async abandon(): Promise<void> {
    if (!this.release) return;
    await this.pg._runExclusiveQuery(async () => {
      if (this.pg.isInTransaction()) await this.pg.execProtocolRawStream(simpleQuery("ROLLBACK"), { onRawData: () => {} });
    });
    this.atBoundary = true;
    this.releaseIfDone();
  }

  async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire();
    clearTimeout(this.idleTimer);
    try {
      return await this.pg._runExclusiveQuery(fn);
    } finally {
      this.releaseIfDone();
    }
  }

  execProtocolRawStream(message: Uint8Array, opts: Parameters<PGlite["execProtocolRawStream"]>[1]) {
    const type = message[0];
    // A startup message begins with its length (first byte 0), not a type letter.
    this.atBoundary = type === QUERY || type === SYNC || type === TERMINATE || type === 0;
    return this.pg.execProtocolRawStream(message, opts);
  }

  /** Called by the socket library when a client leaves inside its transaction. */
  async exec(query: string): Promise<void> {
    await this.runExclusive(async () => {
      this.atBoundary = true;
      await this.pg.execProtocolRawStream(simpleQuery(query), { onRawData: () => {} });
    });
  }
}

export type PgliteSocket = { host: string; port: number; stop: () => Promise<void> };

/**
 * Starts serving `pg` on host:port (port 0: any free port) and records the port in the
 * directory's runtime file. Throws if the port is taken.
 */
export async function servePgliteSocket({ pg, dir, host = "127.0.0.1", port }: { pg: PGlite; dir: string; host?: string; port: number }): Promise<PgliteSocket> {
  const gate = new SocketGate(pg);
  const server = new PGLiteSocketServer({ db: gate as unknown as PGlite, host, port, maxConnections: 8 });
  // The library's queue stops while one client holds the gate; resume it for the others.
  const queue = (server as unknown as { queryQueue?: { processQueue?: () => Promise<void> } }).queryQueue;
  gate.onRelease = () => void queue?.processQueue?.();
  await server.start();
  const bound = Number(server.getServerConn().split(":").pop());
  writeRuntime(dir, { host, port: bound });
  return {
    host,
    port: bound,
    stop: async () => {
      await server.stop();
      writeRuntime(dir, { host: null, port: null });
    },
  };
}
