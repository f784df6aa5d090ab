// Lists in the docs that used to drift from the code are held to it (tests/support/docs-drift.mjs): the paths Node
// renders on demand, in the three documents that list them, against the routes in src/pages that opt out of
// prerendering (and the build's own on-demand-routes.json, when there is a build); the README's steps of
// `npm test` against tests/steps.mjs; the project layout's folder map against src/, src/lib/, src/components/,
// src/scripts/ and tests/, and its order of lib's domains against their imports; deploy/README.md's table of log
// events against the events the code emits. A planted stale entry shows each check fails when a list drifts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { domainGraph, libGraph } from "../../eslint-rules/lib-acyclic.mjs";
import {
  NOT_REQUESTED_ROUTES,
  PROJECT_DIR,
  arrowsUpTheMap,
  documentedOnDemandPaths,
  foldersIn,
  mappedFolders,
  documentedSteps,
  emittedLogEvents,
  logEventDrift,
  onDemandListDrift,
  onDemandRoutes,
} from "../support/docs-drift.mjs";
import { STEPS } from "../steps.mjs";

const ON_DEMAND_DOCS = ["docs/architecture.md", "docs/operating.md", "deploy/README.md"];
const read = (file: string) => readFileSync(join(PROJECT_DIR, file), "utf8");

describe("the on-demand paths the docs list", () => {
  const expected = documentedOnDemandPaths();

  it("are found in src/pages, and match the build's list of on-demand routes when there is a build", () => {
    expect(expected.length).toBeGreaterThan(0);
    for (const route of Object.keys(NOT_REQUESTED_ROUTES)) expect(onDemandRoutes(), route).toContain(route);
    const built = join(PROJECT_DIR, "dist", "server", "on-demand-routes.json");
    if (existsSync(built)) {
      const routes = (JSON.parse(readFileSync(built, "utf8")) as { route: string; entrypoint: string }[])
        .filter((entry) => entry.entrypoint.startsWith("src/pages/"))
        .map((entry) => entry.route)
        .sort();
      expect(routes).toEqual(onDemandRoutes());
    }
  });

  for (const doc of ON_DEMAND_DOCS) {
    it(`${doc} names every one, and nothing else`, () => {
      expect(onDemandListDrift(read(doc), expected)).toEqual({ marked: true, missing: [], stale: [] });
    });
  }

  it("a stale path planted in a list is reported, and so is a path left out", () => {
    const planted = read("docs/architecture.md").replace("<!-- on-demand-paths -->", "$&`/old-tool`, ");
    expect(onDemandListDrift(planted, expected).stale).toEqual(["/old-tool"]);
    const dropped = read("docs/operating.md").replace(
      "<!-- on-demand-paths -->`/api/leads`, ",
      "<!-- on-demand-paths -->",
    );
    expect(onDemandListDrift(dropped, expected).missing).toEqual(["/api/leads"]);
  });
});

describe("the README's steps of npm test", () => {
  it("are tests/steps.mjs's, in its order", () => {
    expect(documentedSteps(read("README.md"))).toEqual(STEPS.map((step) => step.name));
  });

  it("a step missing from the README is seen", () => {
    const planted = read("README.md").replace("<!-- test-steps -->`lint`, ", "<!-- test-steps -->");
    expect(documentedSteps(planted)).toEqual(STEPS.map((step) => step.name).slice(1));
  });
});

/** The files of src/scripts/ that the map's entry for it (its line and the lines continuing it) does not name. */
function unnamedScripts(doc: string): string[] {
  const entry = /^ {2}scripts\/ .*\n(?: {20,}.*\n)*/m.exec(doc)?.[0] ?? "";
  return readdirSync(join(PROJECT_DIR, "src/scripts")).filter((script) => !entry.includes(script));
}

describe("the folder map of docs/architecture.md", () => {
  const map = mappedFolders(read("docs/architecture.md"));
  const children = (folder: string) =>
    map.filter((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes("/"));

  it("names every folder of src/, src/lib/, src/components/ and tests/, and no folder that is not there", () => {
    for (const folder of ["src", "src/lib", "src/components", "tests"])
      expect(children(folder).sort(), folder).toEqual(foldersIn(folder));
    for (const path of map) expect(existsSync(join(PROJECT_DIR, path)), path).toBe(true);
  });

  it("names every script of src/scripts/, and a script left out is seen", () => {
    expect(unnamedScripts(read("docs/architecture.md"))).toEqual([]);
    expect(unnamedScripts(read("docs/architecture.md").replace("owner-hash.ts, ", ""))).toEqual(["owner-hash.ts"]);
  });

  it("lists lib's domains so that each imports only domains above it: no arrow runs back up", () => {
    const listed = children("src/lib").map((path) => path.slice("src/lib/".length));
    expect(arrowsUpTheMap(listed, domainGraph(libGraph()))).toEqual([]);
  });

  it("a folder missing from the map, a stale one, or a domain listed above one it imports is seen", () => {
    const planted = read("docs/architecture.md")
      .replace(/^ {4}text\/ .*\n/m, "")
      .replace(/^ {4}ui\/( +)/m, "    old-domain/$1");
    const stale = mappedFolders(planted);
    expect(stale).toContain("src/lib/old-domain");
    expect(existsSync(join(PROJECT_DIR, "src/lib/old-domain"))).toBe(false);
    expect(stale).not.toContain("src/lib/text");
    const listed = stale.filter((path) => path.startsWith("src/lib/")).map((path) => path.slice("src/lib/".length));
    // directory imports ui and text: one no longer listed, the other under its new name neither.
    expect(arrowsUpTheMap(listed, domainGraph(libGraph()))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^directory → text /), expect.stringMatching(/^directory → ui /)]),
    );
    const swapped = ["directory", ...listed.filter((domain) => domain !== "directory")];
    expect(arrowsUpTheMap(swapped, domainGraph(libGraph()))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^directory → decide /)]),
    );
  });
});

describe("the log events deploy/README.md lists", () => {
  const emitted = emittedLogEvents();

  it("are every event the code emits, and only those", () => {
    expect(emitted.names).toEqual(expect.arrayContaining(["request", "lead.stored", "stats.flush_failed"]));
    expect(logEventDrift(read("deploy/README.md"), emitted)).toEqual({ missing: [], stale: [] });
  });

  it("an event left out of the table, or one the code no longer emits, is seen", () => {
    const planted = read("deploy/README.md")
      .replace(/^\| `stats\.count_failed`, `stats\.flush_failed` \|/m, "| `stats.count_failed` |")
      .replace("| `health.failed` |", "| `health.failed`, `health.old_event` |");
    expect(logEventDrift(planted, emitted)).toEqual({ missing: ["stats.flush_failed"], stale: ["health.old_event"] });
  });
});
