// The unit project's promise, kept at run time: its files start no process. tests/support/test-cost.mjs sorts
// files by their imports; a process started another way (through a package) fails here with the rule, instead of
// making `npx vitest run --project unit` slow or dependent on a build.
import { createRequire, syncBuiltinESMExports } from "node:module";

const childProcess = createRequire(import.meta.url)("node:child_process") as Record<string, unknown>;
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"]) {
  childProcess[name] = () => {
    throw new Error(
      `A unit test started a child process (${name}): unit tests are pure. Its file belongs in the integration ` +
        "project: import what starts the process so tests/support/test-cost.mjs sees it (see COSTS there).",
    );
  };
}
syncBuiltinESMExports();
