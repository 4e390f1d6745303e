import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { z } from "zod";

/**
 * PGlite has no lock across processes, so the process that opens a data directory
 * writes `<dir>.runtime.json` beside it: its pid and, when it serves the database on
 * a loopback port (db/socket-server.ts), that port. Scripts read it to connect through
 * the port instead of opening the directory a second time (two processes on one
 * directory lose writes). A file whose process is gone is ignored.
 */
const runtimeSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string().nullable(),
  port: z.number().int().min(1).max(65535).nullable(),
});
export type PgliteRuntime = z.infer<typeof runtimeSchema>;

export function runtimeFilePath(dir: string): string {
  return `${dir.replace(/[/\\]+$/, "")}.runtime.json`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process (other than this one) that holds the directory, or null. */
export function liveOwner(dir: string): PgliteRuntime | null {
  let raw: string;
  try {
    raw = readFileSync(runtimeFilePath(dir), "utf8");
  } catch {
    return null;
  }
  let parsed: ReturnType<typeof runtimeSchema.safeParse>;
  try {
    parsed = runtimeSchema.safeParse(JSON.parse(raw));
  } catch {
    return null;
  }
  if (!parsed.success || parsed.data.pid === process.pid || !processAlive(parsed.data.pid)) return null;
  return parsed.data;
}

const claimed = new Set<string>();

/** Records this process as the directory's owner (and its port, once serving); removed at exit. */
export function writeRuntime(dir: string, info: { host: string | null; port: number | null }): void {
  const file = runtimeFilePath(dir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, ...info } satisfies PgliteRuntime) + "\n");
  if (!claimed.has(file)) {
    claimed.add(file);
    process.once("exit", () => releaseRuntime(dir));
  }
}

/** Removes the file if this process wrote it. */
export function releaseRuntime(dir: string): void {
  const file = runtimeFilePath(dir);
  try {
    const current = runtimeSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (current.success && current.data.pid === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone or unreadable: nothing of ours to remove.
  }
  claimed.delete(file);
}

export class DatabaseInUseError extends Error {
  constructor(dir: string, owner: PgliteRuntime) {
    super(
      `The embedded database ${dir} is open in another process (pid ${owner.pid}), which does not serve it on a port. ` +
        `Stop that process first, or start it with PGLITE_SOCKET_PORT set so this command can connect through it.`,
    );
    this.name = "DatabaseInUseError";
  }
}
