// @ts-check
// The steps of `npm test`, in the order tests/run-steps.mjs runs them. Data only, so the README check
// (tests/unit/docs-drift.test.ts) can hold the README's list of steps to it.

/**
 * A step of `npm test`. `needs`: steps that must have passed first (else it is skipped). `batch`: consecutive
 * steps of one batch run at the same time; only steps that leave a core idle on their own (the summary's cpu
 * column, well under 100%) and share no files or ports are batched. `integration` waits on its servers and
 * databases more than it computes, so the catalogue's build runs beside it.
 * @typedef {{ name: string, command: string, needs?: string[], batch?: string, what: string }} Step
 */

/** @type {Step[]} */
export const STEPS = [
  {
    name: "lint",
    command: "npm run lint",
    batch: "static",
    what: "ESLint, Prettier and the British English spell check (cspell)",
  },
  {
    name: "typecheck",
    command: "npm run check",
    batch: "static",
    what: "astro check, and tsc over the JavaScript of src/server and tests",
  },
  {
    name: "unit",
    command: "npm run test:unit",
    what: "vitest's unit project: pure logic, no build, database or process (what to run while editing)",
  },
  { name: "build", command: "npm run build", what: "the production build" },
  {
    name: "integration",
    command: "npm run test:integration",
    needs: ["build"],
    batch: "after-build",
    what: "vitest: content, the built output and servers, the lead store on both engines",
  },
  {
    name: "catalogue",
    command: "npm run test:catalogue",
    batch: "after-build",
    what: "builds the generated catalogue the browser tests page through (tests/support/catalogue-site.mjs)",
  },
  { name: "build-checks", command: "npm run test:build", what: "vitest: builds of broken and draft content" },
  { name: "e2e", command: "npm run test:e2e", needs: ["build"], what: "Playwright in Chromium, phone and desktop" },
  {
    name: "crash",
    batch: "served",
    command: "npm run test:crash",
    needs: ["build"],
    what: "leads survive a killed server",
  },
  {
    name: "fuzz",
    batch: "served",
    command: "npm run test:fuzz",
    needs: ["build"],
    what: "hostile HTTP requests get no 5xx",
  },
  {
    name: "quality",
    batch: "served",
    command: "npm run test:quality",
    needs: ["build"],
    what: "links, HTML validity, byte budgets",
  },
  {
    name: "edited-copy",
    command: "npm run test:edited-copy",
    what: "a copy with another small catalogue (tests/fixtures/small-catalogue/) and the editing guide's examples applied: built, and the tests that see its content",
  },
];
