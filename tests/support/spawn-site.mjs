// @ts-check
// Starts the built site as its own process (`node src/server/start.mjs`) on a free port, for scripts that
// must measure or kill a real server: the lead benchmark and the crash test.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultDistDir } from "../../src/server/serve.mjs";

const START = fileURLToPath(new URL("../../src/server/start.mjs", import.meta.url));

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
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
  const child = spawn(process.execPath, [root ? join(root, "src", "server", "start.mjs") : START], {
    cwd: cwd ?? root,
    // Every log line, whatever this process logs: its output is kept for the caller to read.
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(chosenPort), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let ready = false;
  /** @type {Set<() => void>} */
  const onEachChunk = new Set();
  // Started once it says it is ready (listening, lead settings checked, warmed up): an event, not a poll.
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server was not ready within 60 s:\n${output}`));
    }, 60_000);
    /** @param {Buffer | string} chunk */
    const onOutput = (chunk) => {
      output += chunk;
      for (const check of onEachChunk) check();
      if (!ready && /server\.ready/.test(output)) {
        ready = true;
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve(undefined);
      }
    };
    const onExit = () => {
      clearTimeout(timer);
      reject(new Error(`The server exited early:\n${output}`));
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    child.once("exit", onExit);
  });
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    baseUrl,
    port: chosenPort,
    child,
    output: () => output,
    /**
     * Resolves once the output (so far or to come) matches `pattern`: a log line is the event waited for.
     * @param {RegExp} pattern
     */
    waitForOutput: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          onEachChunk.delete(check);
          child.off("exit", gone);
          resolve(undefined);
        };
        const gone = () => {
          onEachChunk.delete(check);
          if (pattern.test(output)) resolve(undefined);
          else reject(new Error(`The server exited without logging ${pattern}:\n${output}`));
        };
        onEachChunk.add(check);
        child.once("exit", gone);
        check();
      }),
    /** Stops the server: SIGTERM (graceful) by default, or SIGKILL for a crash. */
    stop: async (/** @type {NodeJS.Signals} */ signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
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
