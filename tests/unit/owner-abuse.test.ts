// Issue 53, the owner's page under attack, against the built server as `npm start` runs it (needs `npm run build`
// first): who may sign the owner out, which sessions the server accepts, and how many guesses get checked when
// they all arrive at once. The server trusts X-Forwarded-For (LEADS_TRUST_PROXY=1), so each test is its own
// client and one test's lockout never reaches another's.
// Content-independent: it signs in and out of /owner, which names no content.
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_COOKIE, issueSession, makeOwnerHash, readOwnerConfig, sessionKey } from "../../src/lib/stats/owner-auth";
import { rawExchange } from "../support/raw-http.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

const PASSWORD = "owner-abuse-password";
let site: Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
let key: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "owner-abuse-"));
  const hash = await makeOwnerHash(PASSWORD);
  key = sessionKey(readOwnerConfig({ OWNER_PASSWORD_HASH: hash })!);
  site = await spawnSite({
    env: { LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}`, OWNER_PASSWORD_HASH: hash, LEADS_TRUST_PROXY: "1" },
  });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

const HOUR = 60 * 60 * 1000;
const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** True when /owner, asked with this session token, shows the owner's figures (a signed-in page). */
async function signedIn(token: string, client: string): Promise<boolean> {
  const answer = await rawExchange(site.baseUrl, "GET", "/owner", {
    Cookie: `${OWNER_COOKIE}=${token}`,
    "X-Forwarded-For": client,
  });
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toBe("no-store");
  return /name="action" value="sign-out"/.test(answer.body.toString());
}

/** A sign-in post, as the page's form sends it, from one client. */
function signIn(password: string, client: string) {
  return rawExchange(
    site.baseUrl,
    "POST",
    "/owner",
    { ...form, Origin: site.baseUrl, "X-Forwarded-For": client },
    new URLSearchParams({ action: "sign-in", password }).toString(),
  );
}

describe("signing out (issue 53 §5)", () => {
  it("without a session, or without naming the site's origin, ends no session", async () => {
    const client = "198.51.100.5";
    const token = issueSession(key, Date.now());
    expect(await signedIn(token, client)).toBe(true);
    const body = "action=sign-out";
    // As curl sends it: no cookie, no Origin.
    const anonymous = await rawExchange(site.baseUrl, "POST", "/owner", { ...form, "X-Forwarded-For": client }, body);
    expect(anonymous.status).toBe(403);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    // With no session, though from the site's origin.
    const sessionless = await rawExchange(
      site.baseUrl,
      "POST",
      "/owner",
      { ...form, Origin: site.baseUrl, "X-Forwarded-For": client },
      body,
    );
    expect(sessionless.status).toBe(403);
    // The session, but no origin named.
    const originless = await rawExchange(
      site.baseUrl,
      "POST",
      "/owner",
      { ...form, Cookie: `${OWNER_COOKIE}=${token}`, "X-Forwarded-For": client },
      body,
    );
    expect(originless.status).toBe(403);
    expect(await signedIn(token, client)).toBe(true);
  });

  it("a signed-in owner posting from the site's page ends every session", async () => {
    const client = "198.51.100.6";
    const [token, other] = [issueSession(key, Date.now() - 1000), issueSession(key, Date.now() - 2000)];
    const answer = await rawExchange(
      site.baseUrl,
      "POST",
      "/owner",
      { ...form, Origin: site.baseUrl, Cookie: `${OWNER_COOKIE}=${token}`, "X-Forwarded-For": client },
      "action=sign-out",
    );
    expect(answer.status).toBe(303);
    expect(await signedIn(token, client)).toBe(false);
    expect(await signedIn(other, client)).toBe(false);
  });
});

describe("sessions the server bounds (issue 53 §12)", () => {
  it("refuses a session lasting longer than the configured lifetime, or issued in the future", async () => {
    const client = "198.51.100.12";
    const now = Date.now();
    expect(await signedIn(issueSession(key, now), client)).toBe(true);
    expect(await signedIn(issueSession(key, now, 100 * 365 * 24 * HOUR), client)).toBe(false);
    expect(await signedIn(issueSession(key, now - HOUR, 9 * HOUR), client)).toBe(false);
    expect(await signedIn(issueSession(key, now + HOUR), client)).toBe(false);
  });

  it("a long-lived token issued in the future does not survive a sign-out", async () => {
    const client = "198.51.100.13";
    const forged = issueSession(key, Date.now() + 10 * 365 * 24 * HOUR, 24 * HOUR);
    const owner = issueSession(key, Date.now());
    await rawExchange(
      site.baseUrl,
      "POST",
      "/owner",
      { ...form, Origin: site.baseUrl, Cookie: `${OWNER_COOKIE}=${owner}`, "X-Forwarded-For": client },
      "action=sign-out",
    );
    expect(await signedIn(forged, client)).toBe(false);
  });
});

describe("concurrent guesses (issue 53 §3)", () => {
  it("40 wrong passwords at once from one client: no more are checked than the lockout allows", async () => {
    const client = "198.51.100.3";
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`wrong-${i}`, client)));
    const statuses = answers.map((answer) => answer.status);
    // The limiter's default: five wrong passwords, then refused (429 with Retry-After) for the window. Tries
    // arriving while one of this client's is being checked are refused too, at once (the gate of §1).
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    let checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    for (const answer of answers.filter(({ status }) => status === 429))
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    // One at a time from now on: checked until the lockout, which comes after five in all, however they came.
    for (let lockedOut = false; !lockedOut;) {
      const answer = await signIn("one-more-wrong", client);
      lockedOut = answer.status === 429 && Number(answer.headers["retry-after"]) > 60;
      if (answer.status === 401) checked += 1;
      expect(checked).toBeLessThanOrEqual(5);
    }
    expect(checked).toBe(5);
    // Locked out: even the right password is refused now.
    expect((await signIn(PASSWORD, client)).status).toBe(429);
  });

  it("the right password from another client still signs in", async () => {
    const answer = await signIn(PASSWORD, "198.51.100.4");
    expect(answer.status).toBe(303);
    expect(answer.headers["set-cookie"]?.[0]).toMatch(new RegExp(`^${OWNER_COOKIE}=\\d+\\.\\d+\\.`));
  });
});

describe("a sign-in flood (issue 53 §1)", () => {
  it("64 wrong sign-ins at once from 64 clients: those beyond the bound are refused, and pages answer meanwhile", async () => {
    const guesses = Array.from({ length: 64 }, (_, i) => signIn(`flood-${i}`, `203.0.113.${i + 1}`));
    // A static page and an on-demand one, asked while the guesses are being checked.
    const pages = await Promise.all(["/about", "/compare"].map((path) => rawExchange(site.baseUrl, "GET", path)));
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
    const answers = await Promise.all(guesses);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses a post to /owner over the bound before Astro runs: one in flight", async () => {
    // 64 sign-ins whose bodies have not arrived: the server has their headers, and none can finish. The one the
    // bound takes waits in the page for its body; every other is refused (429 once its Retry-After second is
    // up), without its body being read. (Before the bound in src/server, all 64 waited in Astro.)
    const body = new URLSearchParams({ action: "sign-in", password: "held-back" }).toString();
    let answeredSoFar = 0;
    let allButOneAnswered = () => {};
    const allButOne = new Promise<void>((resolve) => (allButOneAnswered = resolve));
    const sockets = await Promise.all(
      Array.from({ length: 64 }, async (_, i) => {
        const socket = connect(site.port, "127.0.0.1");
        const client = `192.0.2.${i}`;
        let received = "";
        let complete = false;
        socket.on("data", (chunk) => {
          received += chunk;
          if (complete || !/\r\n\r\n[^]*(Go back and try again|<\/html>)/.test(received)) return;
          complete = true;
          if (++answeredSoFar === 63) allButOneAnswered();
        });
        await once(socket, "connect");
        socket.write(
          `POST /owner HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nOrigin: ${site.baseUrl}\r\nX-Forwarded-For: ${client}\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        return { socket, client, received: () => received };
      }),
    );
    await allButOne;
    const waiting = sockets.filter((one) => one.received() === "");
    expect(waiting).toHaveLength(1);
    for (const one of sockets.filter((other) => !waiting.includes(other))) {
      const answer = one.received();
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toMatch(/^Retry-After: 1\r$/im);
      expect(answer).toMatch(/^Cache-Control: no-store\r$/im);
      expect(answer).toMatch(/^Content-Security-Policy: /im);
    }
    // Its body sent, the one taken is answered by the page: a wrong password.
    const taken = waiting.map(async (one) => {
      const done = new Promise((resolve) => one.socket.on("data", () => /\r\n\r\n/.test(one.received()) && resolve(0)));
      one.socket.write(body);
      await done;
      return one.received();
    });
    for (const answer of await Promise.all(taken)) expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    for (const { socket } of sockets) socket.destroy();
  });
});
