import { pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { launchCheck } from "./launch-check";
import { EXAMPLE_SITE_URL, formatLaunchList, type LaunchItem } from "@/lib/launch/placeholders";
import { franchises } from "../../tests/unit/content-files";
import { UK_FACTS_FILE, parseUkFacts } from "@/lib/facts/uk-facts";

type SetupHook = NonNullable<AstroIntegration["hooks"]["astro:config:setup"]>;

const LIVE = "https://www.harbour-franchise.co.uk";
const ITEMS: LaunchItem[] = [{ file: "src/content/franchises/acme.yaml", field: "sample", problem: "is a sample" }];

/** Runs the integration's setup hook as Astro would for `command`, with `site` as astro.config.mjs sets it. */
function runHook(
  integration: AstroIntegration,
  { command = "build", site = EXAMPLE_SITE_URL }: { command?: string; site?: string } = {},
) {
  const logger = { info: vi.fn(), warn: vi.fn() };
  const hook = integration.hooks["astro:config:setup"] as SetupHook;
  const updateConfig = vi.fn();
  const params = { command, config: { root: pathToFileURL(`${process.cwd()}/`), site }, logger, updateConfig };
  const run = () => hook(params as unknown as Parameters<SetupHook>[0]);
  /** What the build's `virtual:launch-list` module says, through the Vite plugin the hook registered. */
  const launchListModule = async () => {
    const plugin = updateConfig.mock.calls[0]![0].vite.plugins[0];
    return String(await plugin.load(plugin.resolveId("virtual:launch-list")));
  };
  return { run, logger, launchListModule };
}

describe("the launch check in the build", () => {
  it("stops a production build (SITE_URL another host) with the list while placeholders remain", async () => {
    const checklist = vi.fn(() => ITEMS);
    const { run } = runHook(launchCheck({ env: { SITE_URL: LIVE }, checklist }), { site: LIVE });
    await expect(run()).rejects.toThrow(formatLaunchList(ITEMS));
    await expect(run()).rejects.toThrow(/ALLOW_PLACEHOLDERS=1/);
    expect(checklist).toHaveBeenCalledWith(`${process.cwd()}/`, LIVE);
  });

  it("lets it through with ALLOW_PLACEHOLDERS=1, printing the list as a warning", async () => {
    const env = { SITE_URL: LIVE, ALLOW_PLACEHOLDERS: "1" };
    const { run, logger } = runHook(launchCheck({ env, checklist: () => ITEMS }), { site: LIVE });
    await expect(run()).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(formatLaunchList(ITEMS)));
  });

  it("lets a production build through when nothing remains", async () => {
    const { run, logger } = runHook(launchCheck({ env: { SITE_URL: LIVE }, checklist: () => [] }), { site: LIVE });
    await expect(run()).resolves.toBeUndefined();
    // The content may still earn the article-length warning (which never stops a build): nothing else is said.
    const warnings = logger.warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((warning) => !/outside the house length/.test(warning))).toEqual([]);
  });

  it("only counts the placeholders in the default build (example domain)", async () => {
    const { run, logger } = runHook(launchCheck({ env: {}, checklist: () => ITEMS }));
    await expect(run()).resolves.toBeUndefined();
    expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/^1 placeholders? .*npm run check:launch/));
  });

  it("does nothing outside a build (dev, sync)", async () => {
    const checklist = vi.fn(() => ITEMS);
    for (const command of ["dev", "sync", "preview"]) {
      const { run } = runHook(launchCheck({ env: { SITE_URL: LIVE }, checklist }), { command, site: LIVE });
      await expect(run()).resolves.toBeUndefined();
    }
    expect(checklist).not.toHaveBeenCalled();
  });

  it("hands the build's list to the owner's page as a snapshot, taken once", async () => {
    const checklist = vi.fn(() => ITEMS);
    const { run, launchListModule } = runHook(launchCheck({ env: {}, checklist }));
    await run();
    const snapshot = JSON.parse((await launchListModule()).replace(/^export default /, "").replace(/;$/, ""));
    expect(snapshot.items).toEqual(ITEMS);
    expect(Number.isNaN(Date.parse(snapshot.takenAt))).toBe(false);
    expect(checklist).toHaveBeenCalledTimes(1);
  });

  it("outside a build, takes the list only when a page asks for it", async () => {
    const checklist = vi.fn(() => ITEMS);
    const { run, launchListModule } = runHook(launchCheck({ env: {}, checklist }), { command: "dev" });
    await run();
    expect(checklist).not.toHaveBeenCalled();
    expect(await launchListModule()).toContain(ITEMS[0]!.file);
    expect(checklist).toHaveBeenCalledTimes(1);
  });

  it("with this project's content, stops a production build naming every sample franchise", async () => {
    const { run } = runHook(launchCheck({ env: { SITE_URL: LIVE } }), { site: LIVE });
    const samples = franchises().filter((franchise) => franchise.sample === true);
    if (samples.length === 0) return;
    let message = "";
    try {
      await run();
    } catch (error) {
      message = (error as Error).message;
    }
    for (const franchise of samples) expect(message).toContain(`${franchise.slug}.yaml  sample: `);
  });
});

describe("UK figures past their review-by date in the build", () => {
  afterEach(() => vi.useRealTimers());
  const facts = parseUkFacts(readFileSync(UK_FACTS_FILE, "utf8"));
  const soonest = [...facts].sort((a, b) => a.reviewBy.getTime() - b.reviewBy.getTime())[0]!;

  it("warns in every build, naming each figure, once the clock passes its review-by date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(soonest.reviewBy.getTime() + 86_400_000));
    const { run, logger } = runHook(launchCheck({ env: {} }));
    await expect(run()).resolves.toBeUndefined();
    // Found among the warnings, not by its place: an article outside the house length is warned about first.
    const warning =
      logger.warn.mock.calls.map((call) => String(call[0])).find((text) => text.includes("past the review-by date")) ??
      "";
    expect(warning).toMatch(/UK figures? (is|are) past the review-by date/);
    expect(warning).toContain(`${UK_FACTS_FILE}  ${soonest.id}.reviewBy: "${soonest.display}"`);
  });

  it("says nothing of figures whose review-by date is still to come", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const earliestChange = Math.min(...facts.map((fact) => fact.reviewBy.getTime()));
    vi.setSystemTime(new Date(earliestChange - 86_400_000));
    const { run, logger } = runHook(launchCheck({ env: {} }));
    await run();
    for (const call of logger.warn.mock.calls) expect(String(call[0])).not.toContain(UK_FACTS_FILE);
  });
});
