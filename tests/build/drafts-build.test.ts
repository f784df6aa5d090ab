// Drafts and scheduled articles end to end: a copy of the project gets one article with `draft: true` and one dated
// in the future. A production build of it must leave both out of every page, list, feed, sitemap and search data,
// and `astro dev` must show both, each under its Draft banner. Browser checks use Debian's Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";
import { TEST_LAUNCH_OPTIONS } from "../support/chromium.mjs";

const BLOG = "src/content/blog";
const TIMEOUT = 8 * 60_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = isoDay(new Date());
const nextYear = isoDay(new Date(Date.now() + 366 * 24 * 3600 * 1000));

/** The two fixture articles: each title carries a token no real content contains. */
const FIXTURES = [
  { slug: "draft-fixture-article", token: "Qzdraftfixture", front: `publishDate: ${today}\ndraft: true` },
  { slug: "scheduled-fixture-article", token: "Qzscheduledfixture", front: `publishDate: ${nextYear}` },
] as const;

let root = "";
let browser: Browser | undefined;
const servers: ChildProcess[] = [];

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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Starts a command in the copy and resolves with its base URL once it answers. */
async function startServer(args: string[], port: number, nodeEnv: string): Promise<string> {
  const child = spawn("node", args, {
    cwd: root,
    env: commandEnv({ NODE_ENV: nodeEnv, HOST: "127.0.0.1", PORT: String(port) }),
    stdio: "ignore",
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/blog`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server ${args.join(" ")} did not start`);
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
  root = await copySiteSources("drafts-build-");
  const base = readFileSync(join(BLOG, "low-cost-franchises-uk.mdx"), "utf8");
  for (const fixture of FIXTURES) writeFileSync(join(root, BLOG, `${fixture.slug}.mdx`), fixtureSource(base, fixture));
  const build = await runNodeCommand(
    root,
    ["node_modules/astro/astro.js", "build"],
    commandEnv({ NODE_ENV: "production" }),
  );
  expect(build.status, build.output).toBe(0);
  browser = await chromium.launch(TEST_LAUNCH_OPTIONS);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.kill();
  if (root) await removeCopies([root]);
});

describe("a production build", () => {
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
      const base = await startServer(["src/server/start.mjs"], await freePort(), "production");
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

describe("astro dev", () => {
  let base = "";
  beforeAll(async () => {
    base = await startServer(["node_modules/astro/astro.js", "dev"], await freePort(), "development");
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
