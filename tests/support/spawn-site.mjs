// @ts-check
// Starts the built site as its own process (`node src/server/start.mjs`) on a free port, for tests and scripts that
// must read its log, stop or kill a real server (the crash test, the lead benchmark, the stop and deploy tests);
// site-server.mjs serves the build inside the test's own process instead. spawnUntilReady is the one "start a
// command and wait until it says it is ready" of the tests: `npm start` itself, a copy's server, `astro dev`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { freePort } from "./free-port.mjs";

const START = fileURLToPath(new URL("../../src/server/start.mjs", import.meta.url));

/** What the server logs once it listens, has checked its settings and has warmed up (JSON or LOG_FORMAT=pretty). */
export const SERVER_READY = /\bserver\.ready\b/;

/**
 * @typedef {{
 *   child: import("node:child_process").ChildProcess,
 *   output: () => string,
 *   waitForOutput: (pattern: RegExp) => Promise<void>,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>,
 *   stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null, signal: NodeJS.Signals | null }>,
 * }} Started
 */

/**
 * Spawns a command and resolves once its output (stdout and stderr) matches `ready`: an event, not a poll. Rejects
 * with the output when it exits first, or is not ready within `timeoutMs` (then it is killed). `detached` gives it
 * its own process group (npm, its shell and the server), which `stop` then signals as a whole. `name` names it in
 * those messages.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env: NodeJS.ProcessEnv, cwd?: string, ready?: RegExp, timeoutMs?: number, detached?: boolean,
 *   name?: string }} options
 * @returns {Promise<Started>}
 */
export async function spawnUntilReady(
  command,
  args,
  { env, cwd, ready = SERVER_READY, timeoutMs = 60_000, detached, name = `${command} ${args.join(" ")}` },
) {
  const child = spawn(command, args, { cwd, env, detached, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  /** @type {Set<() => void>} */
  const onEachChunk = new Set();
  /** @param {Buffer | string} chunk */
  const onOutput = (chunk) => {
    output += chunk;
    for (const check of onEachChunk) check();
  };
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  /** @type {Started["exited"]} */
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  /** @param {NodeJS.Signals} signal */
  const signal = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (detached && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  };
  /** @param {RegExp} pattern @returns {Promise<void>} */
  const waitForOutput = (pattern) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        onEachChunk.delete(check);
        resolve();
      };
      onEachChunk.add(check);
      check();
      void exited.then(() => {
        onEachChunk.delete(check);
        if (pattern.test(output)) resolve();
        else reject(new Error(`${name} exited early, without logging ${pattern}:\n${output}`));
      });
    });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const tooLate = new Promise((_, reject) => {
    timer = setTimeout(() => {
      signal("SIGKILL");
      reject(new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
  });
  try {
    await Promise.race([waitForOutput(ready), tooLate]);
  } finally {
    clearTimeout(timer);
  }
  return {
    child,
    output: () => output,
    waitForOutput,
    exited,
    /** Stops it: SIGTERM (graceful) by default, or SIGKILL for a crash; resolves once it has exited. */
    stop: async (signalName = "SIGTERM") => {
      signal(signalName);
      return exited;
    },
  };
}

/**
 * Spawns the server with extra environment variables and waits until it logs `server.ready`.
 * `cwd` is the folder it starts from (where it looks for `.env` and data/); this checkout by default.
 * `root` is another copy of the project whose own build and server to start (from that folder), as `npm start`
 * there would.
 * @param {{ env?: Record<string, string>, port?: number, cwd?: string, root?: string }} options
 */
export async function spawnSite({ env = {}, port, cwd, root } = {}) {
  const distDir = root ? join(root, "dist") : defaultDistDir;
  if (!existsSync(join(distDir, "server", "entry.mjs"))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  }
  const chosenPort = port ?? (await freePort());
  const started = await spawnUntilReady(process.execPath, [root ? join(root, "src", "server", "start.mjs") : START], {
    cwd: cwd ?? root,
    name: "The server",
    // Every log line, whatever this process logs: its output is kept for the caller to read.
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(chosenPort), LOG_LEVEL: "info", ...env },
  });
  return { ...started, baseUrl: `http://127.0.0.1:${chosenPort}`, port: chosenPort };
}

/** A valid consultation lead as the island sends it, with a given idempotency key. */
export function benchLead(/** @type {string} */ key, /** @type {number} */ n) {
  return {
    formKind: "consultation",
    firstName: "Bench",
    lastName: `Lead ${n}`,
    email: `bench-${n}@example.com`,
    phone: "07700 900000",
    preferredTime: "flexible",
    consultationType: "general",
    privacyNoticeVersion: "2025-01-01",
    sourcePath: "/contact",
    idempotencyKey: key,
    elapsedMs: 5000,
    marketingConsent: false,
  };
}
