// Production builds and the browser editor (src/integrations/editor.ts). A build asked for local mode (whose API
// writes files without sign-in) stops before building anything. A build with the GitHub-mode repository set has
// the editor, in GitHub mode only: its API refuses to write or read files without a GitHub sign-in, however asked.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { freePort } from "../support/spawn-site.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";

const folders: string[] = [];
afterAll(() => removeCopies(folders));

/** Starts `npm start`'s server in a copy; resolves once it logs that it is ready. */
async function startCopyServer(root: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["src/server/start.mjs"], {
    cwd: root,
    env: commandEnv({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("server.ready")) resolve();
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners("exit");
      child.on("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { base: `http://127.0.0.1:${port}`, stop };
}

describe("a production build and the editor", () => {
  it("stops when asked for local mode, naming the setting, and builds no page", async () => {
    const root = await copySiteSources("editor-local-build-");
    folders.push(root);
    const astro = join(root, "node_modules", "astro", "astro.js");
    const { status, output } = await runNodeCommand(
      root,
      [astro, "build"],
      commandEnv({ KEYSTATIC_LOCAL: "1", PUBLIC_KEYSTATIC_GITHUB_REPO: "acme/franchise-site" }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("KEYSTATIC_LOCAL is set for `astro build`");
    expect(existsSync(join(root, "dist"))).toBe(false);
  });

  it("has the editor in GitHub mode only when its repository is set: nothing is read or written without sign-in", async () => {
    const root = await copySiteSources("editor-github-build-");
    folders.push(root);
    const astro = join(root, "node_modules", "astro", "astro.js");
    const built = await runNodeCommand(
      root,
      [astro, "build"],
      commandEnv({ PUBLIC_KEYSTATIC_GITHUB_REPO: "acme/franchise-site" }),
    );
    expect(built.status, built.output.slice(-3000)).toBe(0);
    expect(built.output).toContain("GitHub mode: saves are commits to acme/franchise-site");

    // The built server of the copy, with the secrets the server reads when a request comes.
    const { base, stop } = await startCopyServer(root, {
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
      KEYSTATIC_SECRET: "a-test-secret-of-enough-length-0123456789",
    });
    try {
      // The editor's routes are in the build, its storage fixed to GitHub (the repository in its bundle).
      const routes = JSON.parse(readFileSync(join(root, "dist", "server", "on-demand-routes.json"), "utf8")) as {
        route: string;
      }[];
      expect(routes.map(({ route }) => route)).toEqual(
        expect.arrayContaining(["/keystatic/[...params]", "/api/keystatic/[...params]"]),
      );
      const bundles = readdirSync(join(root, "dist"), { recursive: true, encoding: "utf8" }).filter((file) =>
        /\.m?js$/.test(file),
      );
      expect(
        bundles.some((file) => readFileSync(join(root, "dist", file), "utf8").includes("acme/franchise-site")),
      ).toBe(true);
      const update = JSON.stringify({
        additions: [{ path: "src/content/written.txt", contents: "aGk=" }],
        deletions: [],
      });
      for (const [method, path, body] of [
        ["GET", "/api/keystatic/tree", undefined],
        ["GET", "/api/keystatic/blob/0/src/content/claims.json", undefined],
        ["POST", "/api/keystatic/update", update],
      ] as const) {
        const answer = await rawExchange(
          base,
          method,
          path,
          { "content-type": "application/json", "no-cors": "1" },
          body,
        );
        expect(
          answer.status,
          `${method} ${path}: ${answer.body.toString("utf8").slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(answer.body.toString("utf8")).not.toContain("founded");
      }
      expect(existsSync(join(root, "src", "content", "written.txt"))).toBe(false);
    } finally {
      await stop();
    }
  });
});
