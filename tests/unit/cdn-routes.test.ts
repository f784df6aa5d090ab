// The CDN rules in deploy/cdn-routes.json against what they describe: the hosting rules they are generated from,
// the on-demand routes the build produced (dist/server/on-demand-routes.json, written by the hosting-files
// integration), and the Cache-Control the server really sends. A new on-demand route, or a new cache policy,
// that the rules do not cover fails here. Needs `npm run build`.
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cdnRoutesJson } from "../../src/server/cdn-routes.mjs";
import {
  ON_DEMAND_PAGE_CACHE_CONTROL,
  PERSONAL_ANSWER_CACHE_CONTROL,
  PERSONAL_QUERY_PARAMS,
  isOnDemandPath,
  onDemandPageCacheControl,
} from "../../src/lib/hosting/hosting-rules.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

const RULES_FILE = new URL("../../deploy/cdn-routes.json", import.meta.url);
const BUILT_ROUTES_FILE = join(defaultDistDir, "server", "on-demand-routes.json");

interface NodeRule {
  path: string;
  match: "prefix" | "exact";
  methods: string[];
  cacheControl: string;
  vary?: string[];
  note: string;
}
interface CdnRules {
  node: { routes: NodeRule[] };
  static: { cacheControl: { match: string; path?: string; extensions?: string[]; cacheControl: string }[] };
  notRouted: { route: string }[];
}

const rules: CdnRules = JSON.parse(readFileSync(RULES_FILE, "utf8"));

/** The on-demand routes of the build, as Astro's route patterns ("/compare", "/_server-islands/[name]"). */
function builtOnDemandRoutes(): string[] {
  if (!existsSync(BUILT_ROUTES_FILE)) throw new Error(`No ${BUILT_ROUTES_FILE}: run \`npm run build\` first.`);
  return (JSON.parse(readFileSync(BUILT_ROUTES_FILE, "utf8")) as { route: string }[]).map(({ route }) => route);
}

const covers = (rule: NodeRule, route: string) =>
  rule.match === "prefix" ? route.startsWith(rule.path) : route === rule.path;

describe("deploy/cdn-routes.json", () => {
  it("is what `npm run cdn-routes` writes from the hosting rules today", () => {
    expect(readFileSync(RULES_FILE, "utf8"), "deploy/cdn-routes.json is stale: run `npm run cdn-routes`").toBe(
      cdnRoutesJson(),
    );
  });

  it("sends every on-demand route of the build to Node, or says why no URL reaches it", () => {
    const notRouted = new Set(rules.notRouted.map(({ route }) => route));
    const uncovered = builtOnDemandRoutes().filter(
      (route) => !notRouted.has(route) && !rules.node.routes.some((rule) => covers(rule, route)),
    );
    expect(uncovered, "on-demand routes missing from ON_DEMAND_PATHS in src/lib/hosting/hosting-rules.mjs").toEqual([]);
  });

  it("lists no route the build does not have, and none the server would route after all", () => {
    const built = builtOnDemandRoutes();
    expect(rules.node.routes.filter((rule) => !built.some((route) => covers(rule, route))).map((r) => r.path)).toEqual(
      [],
    );
    expect(rules.notRouted.filter(({ route }) => !built.includes(route))).toEqual([]);
    expect(rules.notRouted.filter(({ route }) => isOnDemandPath(route))).toEqual([]);
  });
});

describe("onDemandPageCacheControl", () => {
  it("is private and unstored exactly when a personal parameter has a value", () => {
    for (const name of PERSONAL_QUERY_PARAMS) {
      expect(onDemandPageCacheControl(new URLSearchParams({ [name]: "x" })), name).toBe(PERSONAL_ANSWER_CACHE_CONTROL);
      expect(onDemandPageCacheControl(new URLSearchParams({ [name]: " " })), name).toBe(ON_DEMAND_PAGE_CACHE_CONTROL);
    }
    expect(onDemandPageCacheControl(new URLSearchParams("q=care&category=care"))).toBe(ON_DEMAND_PAGE_CACHE_CONTROL);
  });
});

describe("the Cache-Control the rules list is what the server sends", () => {
  let site: Awaited<ReturnType<typeof startBuiltSite>>;
  let dir: string;
  beforeAll(async () => {
    // /healthz writes to the lead store: a throwaway one.
    dir = await mkdtemp(join(tmpdir(), "cdn-routes-"));
    vi.stubEnv("LEADS_DATABASE_URL", `file:${join(dir, "leads.db")}`);
    site = await startBuiltSite();
  });
  afterAll(async () => {
    await site?.close();
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(rules.node.routes.map((rule) => [rule.path, rule] as const))("on demand: %s", async (_path, rule) => {
    const path = rule.match === "prefix" ? `${rule.path}leads` : rule.path;
    const method = rule.methods.includes("GET") ? "GET" : rule.methods[0];
    // A post with a body the endpoint refuses: its answer's headers, without storing anything.
    const init: RequestInit =
      method === "GET"
        ? {}
        : { method, headers: { "Content-Type": "application/json", Origin: site.baseUrl }, body: "[]" };
    const response = await fetch(site.baseUrl + path, { redirect: "manual", ...init });
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers.get("cache-control"), path).toBe(rule.cacheControl);
    for (const field of rule.vary ?? []) expect(response.headers.get("vary") ?? "", path).toContain(field);
  });

  it("answers carrying a cash figure, budget or postcode are private and never stored; others are shared", async () => {
    const personal = [
      "/affordability?cash=25000",
      "/match?cash=15000&sector=care",
      "/match?postcode=LS1",
      "/area-check?postcode=LS1",
      "/franchises/search?budget=25000",
      "/franchises/search?postcode=LS1",
      "/franchises/results.json?budget=25000",
    ];
    for (const path of personal) {
      const response = await fetch(site.baseUrl + path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(PERSONAL_ANSWER_CACHE_CONTROL);
    }
    for (const path of ["/affordability", "/match?sector=care", "/franchises/search?q=coffee", "/match?cash="]) {
      const response = await fetch(site.baseUrl + path, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe(ON_DEMAND_PAGE_CACHE_CONTROL);
    }
    // Each such route's CDN note says so.
    for (const rule of rules.node.routes.filter((route) => ["/affordability", "/match"].includes(route.path)))
      expect(rule.note).toContain(PERSONAL_ANSWER_CACHE_CONTROL);
  });

  it("static: hashed assets, public files and pages", async () => {
    const html = await (await fetch(`${site.baseUrl}/about`)).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1] ?? "/_astro/missing";
    const samples: Record<string, string> = { prefix: asset, extension: "/favicon.svg", default: "/about" };
    for (const policy of rules.static.cacheControl) {
      const response = await fetch(site.baseUrl + samples[policy.match]);
      expect(response.status, samples[policy.match]).toBe(200);
      expect(response.headers.get("cache-control"), policy.match).toBe(policy.cacheControl);
    }
  });
});
