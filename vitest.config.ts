/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";

// Astro's Vite config, so tests can import .astro components (Container API) and the `@/` alias.
// Two projects, two steps of `npm test`: `unit` is the fast suite (logic, schemas, components, the built
// output); `build` copies the project and runs Astro in it (content errors, drafts, the MDX kit, new:article).
// Every child process is spawned asynchronously: a blocked worker misses vitest's 60 s report deadline.
export default getViteConfig({
  test: {
    environment: "node",
    // At least two test files at once, as the browser tests run two workers: vitest's default (one fewer than the
    // cores) gives a 2-core machine one, and most unit and build tests wait on a child process (a built server,
    // PostgreSQL, astro build) rather than compute. Each file has its own ports, copies and databases.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts"],
          testTimeout: 60_000,
          // Hooks start built servers, which are ready only once warmed up: sized for a busy machine.
          hookTimeout: 60_000,
          // A throwaway PostgreSQL server: the lead store's tests run on it as well as on the embedded file.
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          // The lead pipeline logs a line per lead and delivery (src/lib/log/log.mjs): only warnings and errors
          // here, so test output stays readable. Servers started with spawnSite log everything to their output.
          env: { LOG_LEVEL: "warn" },
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
