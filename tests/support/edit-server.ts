// `npm run edit`'s dev server (astro dev with the editor's local mode) in a copy of the project, on a free port of
// 127.0.0.1, for the browser editor's and the review page's tests: resolves once Astro says it is ready.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { commandEnv } from "./project-copy.mjs";
import { freePort } from "./free-port.mjs";

export interface EditServer {
  base: string;
  process: ChildProcess;
  /** Stops the server and waits for it to exit. */
  stop: () => Promise<void>;
}

export async function startEditServer(root: string): Promise<EditServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, "node_modules", "astro", "astro.js"), "dev"], {
    cwd: root,
    env: commandEnv({ KEYSTATIC_LOCAL: "1", HOST: "127.0.0.1", PORT: String(port) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk) => {
      output += chunk;
      if (/ready in/.test(output)) resolve();
    });
    server.stderr!.on("data", (chunk) => (output += chunk));
    server.on("exit", (code) => reject(new Error(`astro dev exited (${code}):\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    process: server,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
