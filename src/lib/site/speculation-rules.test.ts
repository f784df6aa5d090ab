import { describe, expect, it } from "vitest";
import { NEVER_SPECULATED, speculationRules, urlPatternFor } from "./speculation-rules";

/** The one rule's `where` clause: the same-site pattern and the excluded patterns. */
function parse(json: string) {
  const rules = JSON.parse(json) as {
    prefetch: { where: { and: [{ href_matches: string }, { not: { href_matches: string[] } }] }; eagerness: string }[];
    prerender?: unknown;
  };
  return rules;
}

describe("speculationRules", () => {
  it("prefetches same-site links on hover or press (moderate), never prerenders", () => {
    const rules = parse(speculationRules([]));
    expect(rules.prerender).toBeUndefined();
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]!.eagerness).toBe("moderate");
    expect(rules.prefetch[0]!.where.and[0].href_matches).toBe("/*");
  });

  it("excludes every on-demand route it is given, and the API, owner, editor and file paths", () => {
    const routes = ["/compare", "/shortlist", "/_server-islands/[name]", "/docs/[...rest]", "/api/leads"];
    const excluded = parse(speculationRules(routes)).prefetch[0]!.where.and[1].not.href_matches;
    expect(excluded).toEqual(expect.arrayContaining([...NEVER_SPECULATED]));
    expect(excluded).toEqual(expect.arrayContaining(["/compare", "/shortlist", "/docs/*"]));
  });

  it("leaves out patterns a wider one covers, so the rules stay small", () => {
    const routes = ["/api/leads", "/franchises/results.json", "/_server-islands/[name]", "/compare", "/compare"];
    const excluded = parse(speculationRules(routes)).prefetch[0]!.where.and[1].not.href_matches;
    expect(excluded).not.toContain("/api/leads");
    expect(excluded).not.toContain("/_server-islands/:name");
    expect(excluded).not.toContain("/franchises/results.json");
    expect(excluded.filter((pattern) => pattern === "/compare")).toHaveLength(1);
  });

  it("is the same text whatever order the routes come in (one CSP hash)", () => {
    expect(speculationRules(["/b", "/a"])).toBe(speculationRules(["/a", "/b"]));
  });
});

describe("urlPatternFor", () => {
  it("turns Astro's dynamic segments into URLPattern groups", () => {
    expect(urlPatternFor("/compare")).toBe("/compare");
    expect(urlPatternFor("/_server-islands/[name]")).toBe("/_server-islands/:name");
    expect(urlPatternFor("/docs/[...slug]")).toBe("/docs/*");
  });
});
