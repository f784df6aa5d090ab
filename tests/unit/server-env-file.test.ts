// `npm start`'s settings file, from outside: started from a folder holding `.env`, the server takes its settings
// from it (the owner's page opens, the lead store is the file's), a variable the shell sets wins over the file's,
// a start writes no error-level line for the optional settings left unset, and a file that cannot be parsed
// stops it naming the file. Needs a build.
// Content-independent: it asks /owner's sign-in form and /healthz.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { spawnSite } from "../support/spawn-site.mjs";

type Site = Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
let site: Site;
// Removed from this worker's environment (which the server inherits) so the test's own shell cannot supply what
// the file is meant to: an empty value would count as set, and the file never overrides a set variable.
const UNSET = ["OWNER_PASSWORD_HASH", "LEADS_DATABASE_URL", "SMTP_HOST", "LEADS_WEBHOOK_URL", "LEADS_RATE_LIMIT"];

beforeAll(async () => {
  for (const name of UNSET) delete process.env[name];
  dir = await mkdtemp(join(tmpdir(), "env-file-"));
  const hash = await makeOwnerHash("a long test password for the owner");
  await writeFile(
    join(dir, ".env"),
    [
      "# The owner's settings, as docs/operating.md says to keep them",
      `OWNER_PASSWORD_HASH=${hash}`,
      `LEADS_DATABASE_URL=file:${join(dir, "from-file.db")}`,
      "LEADS_RATE_LIMIT=not a number",
      "",
    ].join("\n"),
  );
  // The shell's LEADS_RATE_LIMIT wins over the file's (which would stop the server).
  site = await spawnSite({ cwd: dir, env: { LEADS_RATE_LIMIT: "5" } });
});
afterAll(async () => {
  await site?.stop("SIGKILL");
  await rm(dir, { recursive: true, force: true });
});

describe("npm start with a .env file", () => {
  it("takes the owner's password and the lead store from the file", async () => {
    const owner = await fetch(`${site.baseUrl}/owner`);
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain('name="password"');
    expect(existsSync(join(dir, "from-file.db"))).toBe(true);
    expect(site.output()).toMatch(/"event":"server\.env_file".*"settings":\d/);
  });

  it("lets a variable the shell sets win over the file's", async () => {
    expect(site.output()).not.toContain("LEADS_RATE_LIMIT");
    expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
  });

  it("writes no error-level line while starting, with mail, the CRM and the rest left unset", () => {
    const lines = site.output().split("\n").filter(Boolean);
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    expect(site.output()).not.toContain("a long test password");
  });
});

describe("npm start with a .env file it cannot parse", () => {
  it("stops naming the file", async () => {
    const bad = await mkdtemp(join(tmpdir(), "env-file-bad-"));
    try {
      // A directory where the file should be: it exists but cannot be read as one.
      await mkdir(join(bad, ".env"));
      await expect(spawnSite({ cwd: bad })).rejects.toThrow(/server\.config_error.*\.env/);
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
