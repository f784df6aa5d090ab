// @ts-check
// Issue 53 §1's sign-in flood, for tests/bench/bench-on-demand.mjs (`npm run bench:on-demand`), which measures the
// pages again while it runs: 64 connections posting wrong passwords to /owner without pause, each from an
// address of its own (X-Forwarded-For, rotating over 250, which a server behind a proxy, LEADS_TRUST_PROXY=1,
// takes as the client), so the lockout, which is per client, never stops it and every try could reach scrypt.
// The flood runs in a process of its own (this file, forked): beside autocannon in the bench's process, its 64
// loops slowed the measuring client itself, and the pages' times counted the client's wait, not the server's.
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const CONNECTIONS = 64;
const ADDRESSES = 250;

/**
 * The flood itself, in the forked process: runs until told to stop, then reports how the tries were answered.
 * @param {string} baseUrl
 */
async function flood(baseUrl) {
  let stopping = false;
  let sent = 0;
  /** @type {Map<number | string, number>} */
  const statuses = new Map();
  let onTheWire = 0;
  const loops = Array.from({ length: CONNECTIONS }, async (_, connection) => {
    let first = true;
    while (!stopping) {
      const address = `198.18.0.${(sent % ADDRESSES) + 1}`;
      sent += 1;
      const answer = fetch(`${baseUrl}/owner`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: baseUrl,
          "X-Forwarded-For": address,
        },
        body: new URLSearchParams({ action: "sign-in", password: `wrong-${connection}-${sent}` }).toString(),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => "error",
      );
      if (first) onTheWire += 1;
      first = false;
      const status = await answer;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  // Every connection has a try on the wire before the measurement starts.
  while (onTheWire < CONNECTIONS) await new Promise((resolve) => setImmediate(resolve));
  process.send?.({ started: true });
  await once(process, "message");
  stopping = true;
  await Promise.all(loops);
  const shown = [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");
  process.send?.({ report: `  (sign-in flood: ${sent} tries from ${CONNECTIONS} connections, answered ${shown})` });
}

/**
 * Starts the flood against a server in a process of its own; resolves, once every connection has sent its first
 * try, with a function that stops it and resolves when the last try in flight is answered. Prints how the tries
 * were answered.
 * @param {string} baseUrl
 * @returns {Promise<() => Promise<void>>}
 */
export async function startSignInFlood(baseUrl) {
  const child = fork(fileURLToPath(import.meta.url), [baseUrl], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const exited = once(child, "exit");
  /** @type {string | undefined} */
  let report;
  child.on("message", (/** @type {{ report?: string }} */ message) => (report ??= message.report));
  const [first] = /** @type {[{ started?: boolean }]} */ (await once(child, "message"));
  if (!first.started) throw new Error("the sign-in flood did not start");
  return async () => {
    child.send({ stop: true });
    await exited;
    if (report) console.log(report);
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  await flood(process.argv[2]);
  process.disconnect?.();
}
