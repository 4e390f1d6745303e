import { spawn } from "node:child_process";

/**
 * For a script that loads server-only modules: they resolve only under Node's "react-server"
 * condition, so the script relaunches itself (`file`, its import.meta.filename) in a child with
 * that condition and exits with the child's code; in the child, marked by `childFlag`=1 in its
 * environment, `main` runs. `env` is added to the child's environment, `nodeFlags` to its Node.
 */
export async function runUnderReactServer(opts: {
  file: string;
  childFlag: string;
  main: () => Promise<void>;
  env?: Record<string, string>;
  nodeFlags?: string[];
}): Promise<void> {
  if (process.env[opts.childFlag] === "1") return opts.main();
  const child = spawn(process.execPath, ["--conditions=react-server", ...(opts.nodeFlags ?? []), "--import", "tsx", opts.file], {
    stdio: "inherit",
    env: { ...process.env, [opts.childFlag]: "1", ...opts.env },
  });
  child.on("exit", (code) => process.exit(code ?? 1));
}
