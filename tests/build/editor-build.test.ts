// Production builds and the browser editor (src/integrations/editor.ts). A build asked for local mode (whose API
// writes files without sign-in) stops before building anything. A build with the GitHub-mode repository set has
// the editor, in GitHub mode only: its API refuses to write or read files without a GitHub sign-in, however asked;
// `npm start` serves its page unstored, unindexed and under the editor's own CSP, which Keystatic runs under in
// Chromium to its sign-in screen; and every public page is as a build without the editor makes it.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import { TEST_LAUNCH_OPTIONS } from "../support/chromium.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "../../src/server/html/csp.mjs";
import { EDITOR_ROUTES } from "../../src/server/hosting-rules.mjs";
import { cdnRoutes } from "../../src/server/cdn-routes.mjs";
import { speculationRules } from "../../src/lib/site/speculation-rules";
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

      await editorPageIsServed(base);
      await publicPagesAreUnchanged(
        root,
        base,
        routes.map(({ route }) => route),
      );
    } finally {
      await stop();
    }
  });
});

/** What `npm start` sends for the editor's page, and what Chromium makes of it under that policy. */
async function editorPageIsServed(base: string) {
  const page = await fetch(`${base}/keystatic`);
  const html = await page.text();
  expect(page.status, html.slice(0, 300)).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  const policy = page.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("connect-src 'self' https://api.github.com");
  expect(policy).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com");
  // Keystatic's UI links its typeface from Google Fonts on every load.
  expect(policy).toContain("font-src 'self' https://fonts.gstatic.com");
  expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  // The page's own inline scripts, by hash, and no others.
  for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
  // Keystatic's client-side routes below it reach the same page; a trailing slash redirects; no post to the page.
  const deeper = await fetch(`${base}/keystatic/branch/main/collection/blog`);
  expect(deeper.status).toBe(200);
  expect(deeper.headers.get("cache-control")).toBe("no-store");
  expect((await fetch(`${base}/keystatic/`, { redirect: "manual" })).headers.get("location")).toBe("/keystatic");
  const post = await fetch(`${base}/keystatic`, { method: "POST", body: "x" });
  expect(post.status).toBe(405);
  expect(post.headers.get("cache-control")).toBe("no-store");
  const api = await fetch(`${base}/api/keystatic/github/login`, { redirect: "manual" });
  expect(api.headers.get("cache-control")).toBe("no-store");
  expect(api.headers.get("x-robots-tag")).toBe("noindex, nofollow");

  // Chromium, under that policy: Keystatic starts, shows GitHub's sign-in, breaks no rule and throws nothing.
  const browser = await chromium.launch(TEST_LAUNCH_OPTIONS);
  try {
    const tab = await browser.newPage();
    const problems: string[] = [];
    tab.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    tab.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    await tab.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective}): Content Security Policy`),
      ),
    );
    await tab.goto(`${base}/keystatic`);
    await tab.getByText("Log in with GitHub").waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
}

/**
 * Every public page in a build with the editor: no byte of the editor (not in the sitemap, no Speculation Rules
 * pattern for it, no script), and served with its own policy as in any build, not the editor's.
 */
async function publicPagesAreUnchanged(root: string, base: string, builtRoutes: string[]) {
  const client = join(root, "dist", "client");
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.filter((file) => readFileSync(join(client, file), "utf8").includes("keystatic"))).toEqual([]);
  const sitemaps = readdirSync(client).filter((file) => /^sitemap.*\.xml$/.test(file));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const file of sitemaps) expect(readFileSync(join(client, file), "utf8")).not.toContain("keystatic");
  // The rules each page carries are those of the build's routes without the editor's.
  const home = readFileSync(join(client, "index.html"), "utf8");
  const rules = speculationRules(builtRoutes.filter((route) => !EDITOR_ROUTES.includes(route)));
  expect(home).toContain(rules);
  for (const path of ["/", "/about", "/franchises"]) {
    const answer = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
    const file = join(client, path === "/" ? "index.html" : `${path.slice(1)}.html`);
    const bytes = readFileSync(file, "utf8");
    expect(await answer.text(), path).toBe(bytes);
    expect(answer.headers.get("content-security-policy"), path).toBe(
      contentSecurityPolicy([...inlineScriptHashes(bytes)].sort()),
    );
  }
  // The CDN rules cover every route of this build: the editor's by their own, conditional section.
  const cdn = cdnRoutes();
  const covered = (route: string) =>
    [...cdn.node.routes, ...cdn.editor.routes].some((rule) =>
      rule.match === "prefix" ? route.startsWith(rule.path) : route === rule.path,
    ) || cdn.notRouted.some((entry) => entry.route === route);
  expect(builtRoutes.filter((route) => !covered(route))).toEqual([]);
}
