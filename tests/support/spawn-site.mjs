// @ts-check
// Starts the built site as its own process (`node src/server/start.mjs`) on a free port, for scripts that
// must measure or kill a real server: the lead benchmark and the crash test.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { defaultDistDir } from "../../src/server/serve.mjs";

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Spawns the server with extra environment variables and waits until it answers.
 * @param {{ env?: Record<string, string>, port?: number }} options
 */
export async function spawnSite({ env = {}, port } = {}) {
  if (!existsSync(join(defaultDistDir, "server", "entry.mjs"))) {
    throw new Error("No build in dist/: run `npm run build` first.");
  }
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ["src/server/start.mjs"], {
    // Every log line, whatever this process logs: its output is kept for the caller to read.
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(chosenPort), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/thank-you`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    baseUrl,
    port: chosenPort,
    child,
    output: () => output,
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
