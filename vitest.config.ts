/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";

// Astro's Vite config, so tests can import .astro components (Container API) and the `@/` alias.
// Four projects. `unit` is what a developer runs while editing (`npm run test:unit`): files that start
// no process, open no database, read neither the build nor the live content, so it needs no build and no
// PostgreSQL and runs in seconds. `integration` is the rest, and `postgres` the lead store's tests on both engines,
// the only project that starts a throwaway PostgreSQL server. Which is which is read from each file's imports
// (tests/support/test-cost.mjs), so a new file lands in the right one. `build` copies the project and runs Astro in
// it (content errors, drafts, the MDX kit, new:article). `npm run test:unit` runs the unit files without isolation
// (`--no-isolate`): pure files share each worker's module cache instead of loading their imports anew, which halves
// the step's CPU. Vitest sets isolation for a whole run, not per project, so the other steps keep it. A unit file
// that stubs globals or needs a module fresh undoes it itself, as src/lib/stores/shortlist.test.ts does.
// Every child process is spawned asynchronously: a blocked worker misses vitest's 60 s report deadline.
import { filesOf } from "./tests/support/test-cost.mjs";

// The lead pipeline logs a line per lead and delivery (src/lib/log/log.mjs): only warnings and errors here, so
// test output stays readable. Servers started with spawnSite log everything to their output.
const env = { LOG_LEVEL: "warn" };

export default getViteConfig({
  test: {
    environment: "node",
    // At least two test files at once, as the browser tests run two workers: vitest's default (one fewer than the
    // cores) gives a 2-core machine one, and most integration tests wait on a child process (a built server,
    // PostgreSQL, astro build) rather than compute. Each file has its own ports, copies and databases.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: filesOf("unit"),
          testTimeout: 60_000,
          // A unit file that starts a process anyway (through a package, say) fails, naming the rule.
          setupFiles: ["tests/support/unit-guard.ts"],
          env,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: filesOf("integration"),
          testTimeout: 60_000,
          // Hooks start built servers, which are ready only once warmed up: sized for a busy machine.
          hookTimeout: 60_000,
          env,
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: filesOf("postgres"),
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A throwaway PostgreSQL server: the lead store's tests run on it as well as on the embedded file.
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          env,
        },
      },
      {
        extends: true,
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
