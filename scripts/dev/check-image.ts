/**
 * npm run check:image — the Dockerfile replayed without Docker, for machines without a Docker
 * daemon (this one has none, so `docker build` can't run here; `.ci/run` runs this instead).
 *
 * It reads the Dockerfile and carries out its stages on the host, each stage a folder standing
 * for `/app`: FROM (a new empty folder, or the named earlier stage's), ARG, ENV, WORKDIR, COPY
 * (from the build context — the committed tree, `git archive HEAD` — or `--from=` an earlier
 * stage), RUN (in bash, `/app` read as the stage's folder) and USER. Then, as the final
 * stage's USER (created if missing) with the files owned by root as in the image, the way
 * compose.yaml runs the image on a scratch PostgreSQL database: the migrations, the CMD
 * (`next start`, SEARCH_WORKER=off) and a separate worker; the HEALTHCHECK command and the
 * readiness route must pass, a guest's search must finish with its rows, and both processes
 * must exit on SIGTERM within compose's stop grace period (40 s).
 *
 * What it does not show: the base image (the host's Node and Debian stand in for
 * `node:22-bookworm-slim`), Docker's own build (cache, context upload) and compose's
 * networking. Exits 1 on any failed step. Run as root (it creates the image's user).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../../db/scratch";
import { waitForServer } from "./wait-for-server";

type Stage = { name: string; dir: string; env: Record<string, string>; user: string | null; cmd: string[] | null; healthcheck: string | null };

const repo = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "propie-image-"));
chmodSync(work, 0o755);
const log = (msg: string) => console.log(`[image] ${msg}`);
function fail(msg: string): never {
  throw new Error(`FAILED: ${msg}`);
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { op: string; args: string }[] {
  const joined = text.replace(/\\\r?\n/g, " ");
  return joined
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(" ") };
    });
}

/** ${NAME} and $NAME from the stage's environment and ARGs. */
const expand = (s: string, vars: Record<string, string>) => s.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => vars[a ?? b] ?? "");
/** A path of the image (absolute under /app, or relative to WORKDIR /app) in the stage's folder. */
const inStage = (stage: Stage, p: string) => path.join(stage.dir, p.startsWith("/app") ? p.slice(4) : p.startsWith("/") ? fail(`${p}: only paths under /app are replayed`) : p);

function build(): Stage {
  const context = path.join(work, "context");
  mkdirSync(context);
  execFileSync("bash", ["-c", `git -C "${repo}" archive HEAD | tar -x -C "${context}"`]);
  const stages = new Map<string, Stage>();
  const args: Record<string, string> = {};
  let stage: Stage | null = null;
  for (const { op, args: rest } of instructions(readFileSync(path.join(repo, "Dockerfile"), "utf8"))) {
    const vars: Record<string, string> = { ...args, ...(stage?.env ?? {}) };
    if (op === "ARG") {
      const [k, v = ""] = rest.split("=");
      args[k] = process.env[k] ?? expand(v, vars);
    } else if (op === "FROM") {
      const [from, , name]: string[] = expand(rest, vars).split(/\s+/);
      const parent = stages.get(from);
      const dir = path.join(work, name);
      if (parent) renameSync(parent.dir, dir); // the parent isn't used again in this Dockerfile
      else mkdirSync(dir);
      stage = { name, dir, env: { ...(parent?.env ?? {}) }, user: null, cmd: null, healthcheck: null };
      stages.set(name, stage);
      log(`stage ${name} (from ${from})`);
    } else if (!stage) {
      fail(`${op} before FROM`);
    } else if (op === "ENV") {
      for (const m of rest.matchAll(/(\w+)=("[^"]*"|\S*)/g)) stage.env[m[1]] = expand(m[2].replace(/^"|"$/g, ""), vars);
    } else if (op === "WORKDIR") {
      if (rest !== "/app") fail(`WORKDIR ${rest}: only /app is replayed`);
    } else if (op === "COPY") {
      const parts = rest.split(/\s+/);
      const from = parts[0].startsWith("--from=") ? stages.get(parts.shift()!.slice(7)) ?? fail(`COPY ${rest}: no such stage`) : null;
      const dest = inStage(stage, parts.pop()!);
      for (const src of parts) {
        const source = from ? inStage(from, src) : path.join(context, src);
        if (!existsSync(source)) fail(`COPY ${src}: not in ${from ? `stage ${from.name}` : "the build context"} (Docker's COPY fails on a missing source)`);
        // Docker's rules: a folder's contents go into dest; a file goes into dest if dest is a folder.
        const intoFolder = dest.endsWith("/") || parts.length > 1 || (existsSync(dest) && statSync(dest).isDirectory());
        const target = statSync(source).isDirectory() || !intoFolder ? dest : path.join(dest, path.basename(src));
        cpSync(source, target, { recursive: true, verbatimSymlinks: true });
      }
    } else if (op === "RUN") {
      const command = reused(rest).replaceAll("/app", stage.dir);
      const started = Date.now();
      if (/\bchown\b/.test(command)) ensureUser(rest.match(/chown\s+(\w+)/)?.[1] ?? "node");
      const r = spawnSync("bash", ["-c", command], { cwd: stage.dir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...stage.env } });
      if (r.status !== 0) {
        console.log(String(r.stdout).slice(-3000), String(r.stderr).slice(-3000));
        fail(`RUN ${rest.slice(0, 80)} exited ${r.status}`);
      }
      log(`RUN ${rest.slice(0, 70)}${rest.length > 70 ? "…" : ""} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } else if (op === "USER") {
      stage.user = rest;
    } else if (op === "CMD") {
      stage.cmd = JSON.parse(rest);
    } else if (op === "HEALTHCHECK") {
      stage.healthcheck = rest.replace(/^.*?\bCMD\s+/, "");
    }
  }
  return stage ?? fail("the Dockerfile has no stage");
}

/**
 * CHECK_IMAGE_REUSE_BUILD=1 (.ci/run, right after npm test on the same clone): the two slow RUNs take what that
 * run made instead of making it again: the deps stage's `npm ci` copies the host's node_modules (installed from the
 * same lockfile, which .ci/run checks `npm ci` accepts), and the build stage's `next build` copies the host's
 * `.next` (npm test's production build of the same commit). Everything after them (the prune, the cache removal,
 * the runtime stage's COPYs, running as the image's USER) is replayed as written. Only when the working tree is
 * the committed one apart from docs/ and bench/ (the build context is `git archive HEAD`) and a build is there;
 * otherwise nothing is reused.
 */
const reuse = (() => {
  if (process.env.CHECK_IMAGE_REUSE_BUILD !== "1") return false;
  // npm test rewrites docs/screenshots and bench/results; neither is in the image's build.
  const clean = spawnSync("git", ["-C", repo, "status", "--porcelain", "--untracked-files=no", "--", ".", ":!docs", ":!bench"], { encoding: "utf8" });
  const ok = clean.status === 0 && clean.stdout.trim() === "" && existsSync(path.join(repo, ".next", "BUILD_ID")) && existsSync(path.join(repo, "node_modules"));
  log(ok ? "reusing npm test's node_modules and production build (CHECK_IMAGE_REUSE_BUILD=1)" : "CHECK_IMAGE_REUSE_BUILD=1, but the tree differs from HEAD or there is no build: building");
  return ok;
})();
const q = (p: string) => `'${p.replaceAll("'", "'\\''")}'`;
function reused(command: string): string {
  if (!reuse) return command;
  return command
    // Hard links where the stage and the clone share a file system (the deps and build stages only remove files; the
    // runtime stage's COPY makes real copies), else a copy.
    .replace(/^npm ci\b[^&]*/, `(cp -al ${q(path.join(repo, "node_modules"))} ./node_modules 2>/dev/null || cp -a ${q(path.join(repo, "node_modules"))} ./node_modules) `)
    .replace(/\bnpx next build\b/, `cp -a ${q(path.join(repo, ".next"))} ./.next`);
}

function ensureUser(user: string) {
  if (spawnSync("id", [user], { stdio: "ignore" }).status !== 0) execFileSync("useradd", ["--system", "--create-home", user]);
}

async function main() {
  if (process.getuid?.() !== 0) fail("run as root: the image's files are root's and its processes run as its USER");
  const started = Date.now();
  const image = build();
  if (!image.user || image.user === "root") fail("the final stage must run as a non-root USER");
  if (!image.cmd) fail("the final stage has no CMD");
  ensureUser(image.user);
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s; runs as ${image.user}: ${image.cmd.join(" ")}`);

  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = await createScratchDatabase({ baseUrl: base, prefix: "propie_image" });
  const port = Number(process.env.CHECK_IMAGE_PORT ?? 4480);
  const env: NodeJS.ProcessEnv = { NODE_ENV: "production", ...image.env, PATH: process.env.PATH!, NPM_CONFIG_UPDATE_NOTIFIER: "false", HOME: `/home/${image.user}`, DATABASE_URL: scratch.url, APP_URL: `http://127.0.0.1:${port}`, AUTH_SECRET: "check-image-secret-0123456789abcdef0123456789", LOG_LEVEL: "warn", CATALOGUE_COUNT: "2000" };
  const uid = Number(execFileSync("id", ["-u", image.user], { encoding: "utf8" }));
  const gid = Number(execFileSync("id", ["-g", image.user], { encoding: "utf8" }));
  const run = (label: string, argv: string[], extra: Record<string, string> = {}): ChildProcess => {
    const child: ChildProcess = spawn(argv[0] === "node" ? process.execPath : argv[0], argv.slice(1), { cwd: image.dir, uid, gid, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (c: Buffer) => process.env.CHECK_IMAGE_VERBOSE && process.stdout.write(`[${label}] ${c}`));
    child.stderr?.on("data", (c: Buffer) => process.stdout.write(`[${label}] ${c}`));
    return child;
  };
  const exited = (c: ChildProcess, ms: number) =>
    new Promise<number | null>((resolve) => {
      if (c.exitCode !== null) return resolve(c.exitCode);
      const t = setTimeout(() => resolve(null), ms);
      c.on("exit", (code) => (clearTimeout(t), resolve(code)));
    });
  const children: ChildProcess[] = [];
  try {
    // compose.yaml's release step, app and worker.
    const migrate = run("migrate", ["npm", "run", "db:migrate"]);
    if ((await exited(migrate, 300_000)) !== 0) fail("npm run db:migrate");
    log("migrations and seed ran as the image's user");
    const app = run("app", image.cmd, { SEARCH_WORKER: "off", PORT: String(port), HOSTNAME: "127.0.0.1", SHUTDOWN_DRAIN_SECONDS: "2" });
    const worker = run("worker", ["node", "--conditions=react-server", "--import", "tsx", "scripts/ops/worker-main.ts"]);
    children.push(app, worker);
    await waitForServer(`http://127.0.0.1:${port}/api/ready`, 120_000);
    if (image.healthcheck) {
      const hc = spawnSync("bash", ["-c", image.healthcheck.replace(/^\["?|"?\]$/g, "")], { cwd: image.dir, uid, gid, env: { ...env, PORT: String(port) } });
      if (hc.status !== 0) fail(`HEALTHCHECK exited ${hc.status}`);
      log("HEALTHCHECK passes; /api/ready answers 200");
    }
    for (const page of ["/", "/preferences", "/chat", "/pricing"]) {
      const res = await fetch(`http://127.0.0.1:${port}${page}`);
      if (!res.ok) fail(`GET ${page} answered ${res.status}`);
    }
    log("/, /preferences, /chat and /pricing answer 200");
    await search(`http://127.0.0.1:${port}`);
    for (const [label, child] of [["app", app], ["worker", worker]] as const) {
      const t = Date.now();
      child.kill("SIGTERM");
      const code = await exited(child, 40_000);
      if (code === null) fail(`${label} still running 40 s after SIGTERM`);
      log(`${label} exited ${code} ${((Date.now() - t) / 1000).toFixed(1)} s after SIGTERM`);
    }
    log(`PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** A guest's search, started and followed through the API, as the matches page does. */
async function search(base: string) {
  const { toSearchPayload } = await import("@/lib/preferences/convert");
  const { storedPreferencesSchema } = await import("@/lib/preferences/schema");
  const { ALL_ANALYSIS_COMPLETE } = await import("@/lib/realtime/filter");
  const sessionId = crypto.randomUUID();
  const preferences = storedPreferencesSchema.parse({ locations: ["New South Wales", "Victoria"], bedrooms: "2+", importanceRanking: ["investmentGoals"], investmentGoals: { highcashflow: true } });
  const started = await fetch(`${base}/api/search/start`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(toSearchPayload({ sessionId, userId: null, preferences })) });
  if (!started.ok) fail(`POST /api/search/start answered ${started.status}`);
  const until = Date.now() + 120_000;
  for (;;) {
    const body = (await (await fetch(`${base}/api/notifications?sessionId=${sessionId}`)).json()) as { notifications: { message: string }[]; searchActive: boolean };
    if (body.notifications.some((n) => n.message === ALL_ANALYSIS_COMPLETE) && !body.searchActive) break;
    if (Date.now() > until) fail("the search did not finish in 120 s (is the worker running?)");
    await new Promise((r) => setTimeout(r, 300));
  }
  const listings = ((await (await fetch(`${base}/api/sessions/${sessionId}/listings`)).json()) as { listings: unknown[] }).listings;
  if (!listings?.length) fail("the finished search has no listings");
  log(`a guest's search finished in the worker: ${listings.length} listings`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
