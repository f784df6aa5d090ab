// @ts-check
// Starts the built site in this process for tests and scripts, on a free port on 127.0.0.1. spawn-site.mjs starts
// it as a process of its own instead, for tests that must read its log, stop or kill it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createSiteServer, defaultDistDir } from "../../src/server/serve.mjs";

/**
 * Serves dist/ (which must already be built) and resolves with its base URL and a close function. The tests and
 * checks using it read the answers, not the request log: unless told otherwise, this process logs only warnings
 * and errors (a link check alone makes thousands of requests).
 */
export async function startBuiltSite({ distDir = defaultDistDir } = {}) {
  process.env.LOG_LEVEL ??= "warn";
  if (!existsSync(join(distDir, "server", "entry.mjs"))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  }
  const server = await createSiteServer({ distDir });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
