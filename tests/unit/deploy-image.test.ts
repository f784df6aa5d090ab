// Issue 38 §1: the deploy recipe is code. The runtime is assembled exactly as deploy/Containerfile ships it (only
// the files its final stage copies, and the production dependencies), started as the image starts it, and asked
// for a page, an on-demand page, /healthz and a lead, and the owner's page for the launch list the build took. The same assembly from a Containerfile that forgets a folder
// the server imports outside src/server (the logger, src/lib/log) must fail to start. Needs `npm run build` first.
// Content-independent: it checks the image starts and answers; any content answers the same.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assembleImageRuntime, finalStageCopies } from "../support/image-runtime.mjs";
import { freePort } from "../support/free-port.mjs";
import { benchLead, spawnSite, spawnUntilReady } from "../support/spawn-site.mjs";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";

const CONTAINERFILE = readFileSync(new URL("../../deploy/Containerfile", import.meta.url), "utf8");

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Starts `node src/server/start.mjs` in an assembled runtime, with `settings` beside the image's own; resolves once
 * ready, or with how it ended.
 */
async function startImage(containerfile: string, settings: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), "image-runtime-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const app = join(dir, "app");
  assembleImageRuntime(app, containerfile);
  const port = await freePort();
  const { DIST_DIR: _ignored, ...env } = process.env;
  const started = spawnUntilReady(process.execPath, ["src/server/start.mjs"], {
    cwd: app,
    name: "The image's server",
    // The image's environment (deploy/Containerfile's ENV), on a free local port.
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}`,
      LEADS_MIN_FILL_MS: "0",
      LOG_LEVEL: "info",
      ...settings,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const server = await started;
    cleanups.push(() => server.stop("SIGKILL"));
    return { outcome: "ready" as const, baseUrl, output: server.output };
  } catch (error) {
    // Exited before it was ready: the message carries everything it wrote.
    return { outcome: "exited" as const, baseUrl, output: () => String(error) };
  }
}

describe("the container image's runtime", () => {
  it("copies src/server and what it imports beside dist/, and nothing of the build's integrations", () => {
    const copied = finalStageCopies(CONTAINERFILE).flatMap((copy) => copy.sources);
    expect(copied).toEqual(
      expect.arrayContaining(["dist", "src/server", "src/lib/log", "package.json", "package-lock.json"]),
    );
    // What `npm start` loads lives in src/server: src/integrations is build time only.
    expect(copied.filter((source) => source.startsWith("src/integrations"))).toEqual([]);
  });

  it("starts with only what the image holds, and serves a page, an on-demand page, /healthz and a lead", async () => {
    const image = await startImage(CONTAINERFILE);
    expect(image.outcome, image.output()).toBe("ready");
    expect((await fetch(`${image.baseUrl}/`)).status).toBe(200);
    const onDemand = await fetch(`${image.baseUrl}/search?q=franchise`);
    expect(onDemand.status).toBe(200);
    expect(await onDemand.text()).toMatch(/<html/);
    expect((await fetch(`${image.baseUrl}/healthz`)).status).toBe(200);
    const lead = await fetch(`${image.baseUrl}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: image.baseUrl },
      body: JSON.stringify(benchLead("image-runtime-000001-0000000000", 1)),
    });
    expect(lead.status).toBe(201);
  }, 120_000);

  it("shows the owner the launch list, which the build took with it (the image holds no source tree)", async () => {
    const password = "a long test password for the owner";
    const image = await startImage(CONTAINERFILE, { OWNER_PASSWORD_HASH: await makeOwnerHash(password) });
    expect(image.outcome, image.output()).toBe("ready");
    const signIn = await fetch(`${image.baseUrl}/owner`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: image.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "sign-in", password }),
    });
    const cookie = /owner_session=[^;]*/.exec(signIn.headers.get("set-cookie") ?? "")![0];
    const html = await (await fetch(`${image.baseUrl}/owner`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Before going live");
    // This runtime has no mail set up: the server's own line is there whatever the build listed.
    expect(html).toMatch(/\d+ things? to replace or confirm/);
  }, 120_000);

  it("fails to start from a Containerfile that forgets a folder the server imports (src/lib/log)", async () => {
    const forgetful = CONTAINERFILE.replace(/^COPY --from=build \/app\/src\/lib\/log .*$/m, "");
    expect(forgetful).not.toBe(CONTAINERFILE);
    const image = await startImage(forgetful);
    expect(image.outcome).toBe("exited");
    expect(image.output()).toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module/);
  }, 120_000);
});

// Issue 38 §1: a bad setting stops `npm start` at once, naming the variable, instead of 500s at the first lead.
describe("settings checked at start", () => {
  it.each([
    ["LEADS_RATE_LIMIT", "lots", /LEADS_RATE_LIMIT must be a non-negative number, not \\?"lots\\?"/],
    ["LEADS_WEBHOOK_URL", "http://crm.example.com/hook", /LEADS_WEBHOOK_URL must be an https: URL/],
    // The operating guide's first deploy says so of the owner's password (docs/operating.md).
    ["OWNER_PASSWORD_HASH", "my password", /OWNER_PASSWORD_HASH/],
  ])(
    "%s=%s stops the server with a line naming it",
    async (name, value, message) => {
      const dir = await mkdtemp(join(tmpdir(), "bad-setting-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const started = spawnSite({
        env: {
          LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}`,
          LEADS_WEBHOOK_SECRET: "s".repeat(32),
          [name]: value,
        },
      });
      await expect(started).rejects.toThrow(/The server exited early/);
      const output = await started.catch((error: Error) => error.message);
      expect(output).toMatch(/"event":"server.config_error"/);
      expect(output).toMatch(message);
    },
    120_000,
  );
});
