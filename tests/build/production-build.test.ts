// One production build of a copy serves three sets of checks, so `npm test` pays for one build instead of three.
// The copy gets one article with `draft: true` and one dated in the future, one cancelled event
// (tests/fixtures/cancelled-event/), and is built with the browser editor's GitHub repository set. None changes
// what the others check: drafts are left out whatever the editor's mode, the editor adds routes, never a page, and
// the event is one more page no other check reads.
//  - Drafts and scheduled articles: the build leaves both out of every page, list, feed, sitemap and search data,
//    and `astro dev` shows both, each under its Draft banner.
//  - The editor (src/integrations/editor.ts), in GitHub mode only: its API refuses to write or read files without
//    a GitHub sign-in, however asked; `npm start` serves its page unstored, unindexed and under the editor's own
//    CSP, which Keystatic runs under in Chromium to its sign-in screen; and every public page is as a build without
//    the editor makes it. (A build asked for local mode stops: tests/build/editor-build.test.ts.)
//  - GET /api/leads writes nothing (issue 53 §10): the cancellation notices (bookings of events this build marks
//    cancelled) are queued by the server on its own schedule once the store is open, never by a visitor's
//    request: a flood of GETs queues none, however many bookings wait for one. The planted event makes sure there
//    is one to tell, whatever events the live content lists.
// Browser checks use Debian's Chromium.
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_LAUNCH_OPTIONS } from "../support/chromium.mjs";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";
import { freePort } from "../support/free-port.mjs";
import { spawnSite, spawnUntilReady } from "../support/spawn-site.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "../../src/lib/html/csp.mjs";
import { EDITOR_ROUTES } from "../../src/lib/hosting/hosting-rules.mjs";
import { cdnRoutes } from "../../src/server/cdn-routes.mjs";
import { speculationRules } from "../../src/lib/site/speculation-rules";
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";
import { openLeadStore } from "@/lib/leads/store";
import { earlyBooking, queryDatabase } from "@/lib/leads/test-support";

const BLOG = "src/content/blog";
const TIMEOUT = 8 * 60_000;
const EDITOR_REPOSITORY = "acme/franchise-site";
/** The planted cancelled event (tests/fixtures/cancelled-event/), by its file name and slug. */
const CANCELLED_EVENT = "cancelled-fixture-evening";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = isoDay(new Date());
const nextYear = isoDay(new Date(Date.now() + 366 * 24 * 3600 * 1000));

/** The two fixture articles: each title carries a token no real content contains. */
const FIXTURES = [
  { slug: "draft-fixture-article", token: "Qzdraftfixture", front: `publishDate: ${today}\ndraft: true` },
  { slug: "scheduled-fixture-article", token: "Qzscheduledfixture", front: `publishDate: ${nextYear}` },
] as const;

let root = "";
let buildOutput = "";
let browser: Browser | undefined;
/** The address of `npm start` in the copy, run with the secrets the editor's server reads when a request comes. */
let serverBase = "";
/** Stops every command startInCopy started. */
const stops: (() => Promise<void>)[] = [];

/** A copy of an existing article, renamed and re-dated. */
function fixtureSource(base: string, fixture: (typeof FIXTURES)[number]): string {
  return base
    .replace(/^slug:.*$/m, `slug: ${fixture.slug}`)
    .replace(/^title:.*$/m, `title: "${fixture.token} Fixture Article"`)
    .replace(/^metaTitle:.*$/m, `metaTitle: "${fixture.token} Fixture"`)
    .replace(/^updatedDate:.*\n/m, "")
    .replace(/^publishDate:.*$/m, fixture.front)
    .replace(/^featured:.*$/m, "featured: false");
}

/**
 * Starts a command in the copy and resolves with its base URL once its output shows `ready` (the server's own
 * "I am listening" line), or rejects with that output if it exits first.
 */
async function startInCopy(args: string[], env: Record<string, string>, ready: RegExp) {
  const port = await freePort();
  const started = await spawnUntilReady(process.execPath, args, {
    cwd: root,
    env: commandEnv({ HOST: "127.0.0.1", PORT: String(port), ...env }),
    ready,
    timeoutMs: TIMEOUT,
  });
  stops.push(async () => void (await started.stop()));
  return { base: `http://127.0.0.1:${port}` };
}

/** Every text file the production build wrote, by path relative to dist/client. */
function builtTextFiles(): Map<string, string> {
  const client = join(root, "dist", "client");
  const files = new Map<string, string>();
  for (const name of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (/\.(html|xml|json|js|txt)$/.test(name)) files.set(name, readFileSync(join(client, name), "utf8"));
  }
  return files;
}

beforeAll(async () => {
  root = await copySiteSources("production-build-");
  const base = readFileSync(join(BLOG, "low-cost-franchises-uk.mdx"), "utf8");
  for (const fixture of FIXTURES) writeFileSync(join(root, BLOG, `${fixture.slug}.mdx`), fixtureSource(base, fixture));
  copyFileSync(
    join("tests", "fixtures", "cancelled-event", `${CANCELLED_EVENT}.mdx`),
    join(root, "src", "content", "events", `${CANCELLED_EVENT}.mdx`),
  );
  const build = await runNodeCommand(
    root,
    ["node_modules/astro/astro.js", "build"],
    commandEnv({ NODE_ENV: "production", PUBLIC_KEYSTATIC_GITHUB_REPO: EDITOR_REPOSITORY }),
  );
  expect(build.status, build.output.slice(-3000)).toBe(0);
  buildOutput = build.output;
  ({ base: serverBase } = await startInCopy(
    ["src/server/start.mjs"],
    {
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test-client",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
      KEYSTATIC_SECRET: "a-test-secret-of-enough-length-0123456789",
    },
    /server\.ready/,
  ));
  browser = await chromium.launch(TEST_LAUNCH_OPTIONS);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
  await Promise.all(stops.map((stop) => stop()));
  if (root) await removeCopies([root]);
});

describe("drafts and scheduled articles in a production build", () => {
  it("builds no page for a draft or a scheduled article", () => {
    const files = builtTextFiles();
    expect(files.has("blog/low-cost-franchises-uk.html"), "the build is complete").toBe(true);
    expect(FIXTURES.filter(({ slug }) => files.has(`blog/${slug}.html`))).toEqual([]);
  });

  it("mentions neither anywhere: /blog and its pages, search data, RSS, sitemap, related and previous/next links", () => {
    const files = builtTextFiles();
    const mentions = FIXTURES.flatMap(({ slug, token }) =>
      [...files]
        .filter(([, text]) => text.includes(slug) || text.includes(token))
        .map(([name]) => `${slug} in ${name}`),
    );
    expect(mentions).toEqual([]);
  });

  it("dates /blog in the sitemap by the newest published article, not by the draft dated today", () => {
    const sitemap = builtTextFiles().get("sitemap-0.xml") ?? "";
    const blogEntry = /<url><loc>[^<]*\/blog<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(sitemap);
    // Each published article's last change: its updatedDate, else its publish date.
    const dateOf = (source: string, field: string) =>
      new RegExp(`^${field}:\\s*(\\d{4}-\\d{2}-\\d{2})`, "m").exec(source)?.[1];
    const published = readdirSync(BLOG)
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => readFileSync(join(BLOG, name), "utf8"))
      .filter((source) => !/^draft:\s*true/m.test(source) && (dateOf(source, "publishDate") ?? "9999") <= today)
      .map((source) => dateOf(source, "updatedDate") ?? dateOf(source, "publishDate") ?? "")
      .sort();
    expect(blogEntry?.[1]?.slice(0, 10)).toBe(published.at(-1));
  });

  it(
    "serves neither to a browser: the page is not found and the blog search cannot find it",
    async () => {
      const base = serverBase;
      const page = await browser!.newPage();
      for (const { slug } of FIXTURES) expect((await page.goto(`${base}/blog/${slug}`))?.status(), slug).toBe(404);
      await page.goto(`${base}/blog?q=${FIXTURES[0].token}`);
      await expect.poll(() => page.getByRole("heading", { name: "No articles found" }).isVisible()).toBe(true);
      for (const { token } of FIXTURES) {
        await page.goto(`${base}/search?q=${token}`);
        await expect
          .poll(() => page.getByRole("heading", { name: `Nothing on the site matches "${token}".` }).isVisible())
          .toBe(true);
      }
      await page.close();
    },
    TIMEOUT,
  );
});

describe("the editor in a build with its GitHub repository set", () => {
  it("is in the build, in GitHub mode: its routes listed, the repository in its bundle", () => {
    expect(buildOutput).toContain(`GitHub mode: saves are commits to ${EDITOR_REPOSITORY}`);
    expect(builtRoutes()).toEqual(expect.arrayContaining(["/keystatic/[...params]", "/api/keystatic/[...params]"]));
    const bundles = readdirSync(join(root, "dist"), { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.m?js$/.test(file),
    );
    expect(bundles.some((file) => readFileSync(join(root, "dist", file), "utf8").includes(EDITOR_REPOSITORY))).toBe(
      true,
    );
  });

  it("reads and writes nothing without a GitHub sign-in, however asked", async () => {
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
        serverBase,
        method,
        path,
        { "content-type": "application/json", "no-cors": "1" },
        body,
      );
      expect(answer.status, `${method} ${path}: ${answer.body.toString("utf8").slice(0, 200)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(answer.body.toString("utf8")).not.toContain("founded");
    }
    expect(existsSync(join(root, "src", "content", "written.txt"))).toBe(false);
  });

  it(
    "serves its page unstored, unindexed and under its own policy, which Keystatic runs under to its sign-in",
    () => editorPageIsServed(serverBase),
    TIMEOUT,
  );

  it("leaves every public page as a build without the editor makes it", () =>
    publicPagesAreUnchanged(serverBase, builtRoutes()));
});

describe("astro dev", () => {
  let base = "";
  beforeAll(async () => {
    ({ base } = await startInCopy(["node_modules/astro/astro.js", "dev"], { NODE_ENV: "development" }, /ready in/));
    // The first request compiles the page: made here, so the tests' own page loads are not the first.
    expect((await fetch(`${base}/blog`)).ok).toBe(true);
  }, TIMEOUT);

  it(
    "shows a draft with a visible Draft banner, and a scheduled article with its date",
    async () => {
      const page = await browser!.newPage();
      await page.goto(`${base}/blog/${FIXTURES[0].slug}`);
      await expect.poll(() => page.locator("[data-draft-banner=draft]").isVisible()).toBe(true);
      expect(await page.locator("[data-draft-banner=draft]").innerText()).toMatch(/^Draft/);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
      await page.goto(`${base}/blog/${FIXTURES[1].slug}`);
      const scheduled = page.locator("[data-draft-banner=scheduled]");
      await expect.poll(() => scheduled.isVisible()).toBe(true);
      const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(nextYear),
      );
      expect(await scheduled.innerText()).toContain(`Draft: scheduled for ${longDate}`);
      await page.goto(`${base}/blog/low-cost-franchises-uk`);
      await expect.poll(() => page.locator("h1").isVisible()).toBe(true);
      expect(await page.locator("[data-draft-banner]").count(), "published articles carry no banner").toBe(0);
      await page.close();
    },
    TIMEOUT,
  );

  it(
    "lists drafts on /blog and in the feed, so editors can preview them",
    async () => {
      const blog = await (await fetch(`${base}/blog`)).text();
      const feed = await (await fetch(`${base}/rss.xml`)).text();
      for (const { slug } of FIXTURES) {
        expect(blog, slug).toContain(`/blog/${slug}`);
        expect(feed, slug).toContain(`/blog/${slug}`);
      }
    },
    TIMEOUT,
  );
});

describe("GET /api/leads writes nothing (issue 53 §10)", () => {
  let dir = "";
  let databaseUrl = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "leads-get-no-write-"));
    databaseUrl = `file:${join(dir, "leads.db")}`;
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Bookings made before the event was cancelled (the content says cancelled now, so they go in by the store). */
  async function earlyBookings(from: number, count: number) {
    const store = await openLeadStore({ url: databaseUrl });
    try {
      for (let n = from; n < from + count; n += 1)
        await store.saveBooking(earlyBooking(CANCELLED_EVENT, n, "get-no-write", PRIVACY_NOTICE_VERSION));
    } finally {
      await store.close();
    }
  }

  const notices = async () =>
    Number(
      (await queryDatabase(databaseUrl, "SELECT COUNT(*) AS n FROM outbox WHERE channel = 'cancellation'", []))[0].n,
    );

  it(
    "the server queues cancellation notices itself once the store is open; a flood of GETs queues none",
    async () => {
      await earlyBookings(0, 2);
      // The schedule's next run is an hour away: only the run at open can queue anything in this test.
      const site = await spawnSite({
        root,
        env: { LEADS_DATABASE_URL: databaseUrl, LEADS_OUTBOX_INTERVAL_SECONDS: "3600" },
      });
      try {
        await site.waitForOutput(/"event":"booking\.cancellation_queued"[^\n]*"bookings":2/);
        expect(await notices()).toBe(2);
        // Two more bookings waiting for a notice, then 16 GETs and HEADs at once.
        await earlyBookings(2, 2);
        const answers = await Promise.all(
          Array.from({ length: 16 }, (_, n) =>
            fetch(`${site.baseUrl}/api/leads`, { method: n % 2 ? "HEAD" : "GET" }).then(async (response) => {
              await response.arrayBuffer();
              return response.status;
            }),
          ),
        );
        expect(new Set(answers)).toEqual(new Set([405]));
      } finally {
        // A graceful stop: anything a request had started is finished and recorded before the store closes.
        await site.stop();
      }
      expect(await notices()).toBe(2);
      expect(site.output().match(/booking\.cancellation_queued/g)).toHaveLength(1);
    },
    TIMEOUT,
  );
});

/** The on-demand routes the copy's build lists (its own dist/server/on-demand-routes.json). */
function builtRoutes(): string[] {
  const routes = JSON.parse(readFileSync(join(root, "dist", "server", "on-demand-routes.json"), "utf8")) as {
    route: string;
  }[];
  return routes.map(({ route }) => route);
}

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
async function publicPagesAreUnchanged(base: string, builtRoutes: string[]) {
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
