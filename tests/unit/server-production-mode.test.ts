// The built server renders with React's production build however it is started: React chooses its
// development build (twice the CPU per page, and the header search's island is React) unless NODE_ENV says
// "production" when it loads, and `npm start` is run from shells that set no NODE_ENV. So `npm start` is run here as
// an operator runs it, with no NODE_ENV (and once with a shell's leftover `development`), and Node's own module log
// (NODE_DEBUG=module: every CommonJS file it loads) says which of React's builds the rendering loaded, once the
// server has warmed up (it renders every on-demand page before `server.ready`). Needs a build.
// Content-independent: it reads which of React's builds the server loaded, whatever the pages hold.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_DIR, commandEnv } from "../support/project-copy.mjs";
import { freePort } from "../support/free-port.mjs";
import { spawnUntilReady } from "../support/spawn-site.mjs";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "production-mode-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * Runs `npm start` with the given NODE_ENV (undefined: none at all) until the server is warmed up, then stops it;
 * resolves with everything it printed: its log and Node's module log.
 */
async function startAsOperatorsDo(nodeEnv: string | undefined): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...commandEnv(),
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    LEADS_DATABASE_URL: `file:${join(dir, `${nodeEnv ?? "unset"}.db`)}`,
    NODE_DEBUG: "module",
  };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  // Its own process group: npm, the shell it runs the script in and the server stop together.
  const npm = await spawnUntilReady("npm", ["start"], { cwd: PROJECT_DIR, env, detached: true, name: "npm start" });
  await npm.stop("SIGTERM");
  return npm.output();
}

/** The React files Node loaded, by file name (react-dom-server.node.production.js…). */
function reactBuildsLoaded(output: string): string[] {
  const loaded = [...output.matchAll(/load "([^"]*\/node_modules\/react(?:-dom)?\/cjs\/[^"/]+\.js)"/g)].map(
    ([, file]) => file!.split("/").pop()!,
  );
  return [...new Set(loaded)].sort();
}

describe("npm start", () => {
  it("renders with React's production build when the shell sets no NODE_ENV", async () => {
    const builds = reactBuildsLoaded(await startAsOperatorsDo(undefined));
    // React's server renderer was loaded at all (so this would see the development build if it came).
    expect(builds.some((file) => file.startsWith("react-dom-server"))).toBe(true);
    expect(builds.filter((file) => !file.endsWith(".production.js"))).toEqual([]);
  });

  it("renders with React's production build over a leftover NODE_ENV, and says it did", async () => {
    const output = await startAsOperatorsDo("development");
    const builds = reactBuildsLoaded(output);
    expect(builds.some((file) => file.startsWith("react-dom-server"))).toBe(true);
    expect(builds.filter((file) => !file.endsWith(".production.js"))).toEqual([]);
    expect(output).toMatch(/"level":"warn","event":"server.node_env".*development/);
  });
});
