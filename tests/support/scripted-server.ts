import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server whose answers a test scripts one request at a time: it records
 * each request (path, headers, parsed JSON body) and answers with the next queued
 * handler, or a default. Used to stand in for a chat webhook and for an
 * OpenAI-compatible Chat Completions endpoint, over real HTTP.
 */
export type Recorded = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown; raw: string };
export type Answer = (res: ServerResponse, req: Recorded) => void;

export const json = (status: number, body: unknown): Answer => (res) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};
export const text = (status: number, body: string, type = "text/plain"): Answer => (res) => {
  res.writeHead(status, { "Content-Type": type });
  res.end(body);
};
/** Never answers (until the server closes): the client's time limit must end it. */
export const hang: Answer = () => {};
/** Sends 200 and its headers, then nothing more: the time limit must cover the body too. */
export const stallAfterHeaders: Answer = (res) => {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.write("[");
};
/** Starts a 200 answer and drops the connection halfway through its body. */
export const closeMidAnswer: Answer = (res) => {
  res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "200" });
  res.write('{"status":"ok","user_message":"Half of a rep');
  setTimeout(() => res.socket?.destroy(), 20);
};

export type ScriptedServer = {
  url: string;
  requests: Recorded[];
  queue: Answer[];
  fallback: Answer;
  close: () => Promise<void>;
};

export async function startScriptedServer(fallback: Answer = json(404, { error: "no answer scripted" })): Promise<ScriptedServer> {
  const state: Omit<ScriptedServer, "url" | "close"> = { requests: [], queue: [], fallback };
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // keep the raw text
      }
      const rec: Recorded = { method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body, raw };
      state.requests.push(rec);
      open.add(res);
      res.on("close", () => open.delete(res));
      (state.queue.shift() ?? state.fallback)(res, rec);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
