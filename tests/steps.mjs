// @ts-check
// The steps of `npm test`, in the order tests/run-steps.mjs runs them. Data only, so the README check
// (tests/unit/docs-drift.test.ts) can hold the README's list of steps to it.

/** @typedef {{ name: string, command: string, needs?: string[], what: string }} Step */

/** @type {Step[]} */
export const STEPS = [
  { name: "lint", command: "npm run lint", what: "ESLint, Prettier and the British English spell check (cspell)" },
  {
    name: "typecheck",
    command: "npm run check",
    what: "astro check, and tsc over the JavaScript of src/server and tests",
  },
  { name: "build", command: "npm run build", what: "the production build" },
  { name: "unit", command: "npm run test:unit", needs: ["build"], what: "vitest: logic, content, built output" },
  { name: "build-checks", command: "npm run test:build", what: "vitest: builds of broken and draft content" },
  { name: "e2e", command: "npm run test:e2e", needs: ["build"], what: "Playwright in Chromium, phone and desktop" },
  { name: "crash", command: "npm run test:crash", needs: ["build"], what: "leads survive a killed server" },
  { name: "fuzz", command: "npm run test:fuzz", needs: ["build"], what: "hostile HTTP requests get no 5xx" },
  { name: "quality", command: "npm run test:quality", needs: ["build"], what: "links, HTML validity, byte budgets" },
  {
    name: "edited-copy",
    command: "npm run test:edited-copy",
    what: "a copy with another small catalogue (tests/fixtures/small-catalogue/) and the editing guide's examples applied: built, and the tests that see its content",
  },
];
