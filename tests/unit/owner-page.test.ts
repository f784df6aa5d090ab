// The owner's page (/owner) on the built server, asked from outside as the owner's browser would: signed in, it
// says at the top when enquiries reach nobody (no mail, no CRM), and says nothing of it once mail is set up; it lists
// the free calls to come, and shows the launch check's list as the build took it, with that line among the settings
// while it holds. Needs a build.
// Content-independent: it compares the page with the check's own list of this tree, and books a time /book offers.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../src/config/consent";
import { callTimeInWords } from "../../src/lib/booking/slot-words";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { EXAMPLE_SITE_URL, LAUNCH_GROUPS, NO_DELIVERY_WARNING, launchGroup } from "../../src/lib/launch/placeholders";
import { launchChecklist } from "../../src/lib/launch/project";
import { site as siteSettings } from "../../src/config/site";
import { spawnSite } from "../support/spawn-site.mjs";

type Site = Awaited<ReturnType<typeof spawnSite>>;
const PASSWORD = "a long test password for the owner";
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "owner-page-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts a server with an owner's password and `env`, in a database of its own. */
async function ownerSite(name: string, env: Record<string, string> = {}): Promise<Site> {
  return spawnSite({
    env: {
      LEADS_DATABASE_URL: `file:${join(dir, name, "leads.db")}`,
      OWNER_PASSWORD_HASH: await makeOwnerHash(PASSWORD),
      ...env,
    },
  });
}

/** Signs in as the owner's browser does and returns the session cookie (name=value). */
async function signIn(site: Site): Promise<string> {
  const response = await fetch(`${site.baseUrl}/owner`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "sign-in", password: PASSWORD }),
  });
  expect(response.status).toBe(303);
  const cookie = /owner_session=[^;]*/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  expect(cookie).toBeTruthy();
  return cookie!;
}

const ownerHtml = async (site: Site, cookie: string, query = "") =>
  (await fetch(`${site.baseUrl}/owner${query}`, { headers: { Cookie: cookie } })).text();

/** One launch group's part of the page: its lines and its link to itself in full, if any. */
function launchGroupOf(html: string, key: string) {
  const start = html.indexOf(`data-launch-group="${key}"`);
  const group = html.slice(start, html.indexOf("</details>", start));
  return {
    lines: (group.match(/<li\b/g) ?? []).length,
    whole: group.includes(`href="/owner?launch=${key}#launch-${key}"`),
  };
}

const escaped = (text: string) => text.replaceAll("'", "&#39;");

/** How many things the launch list on the page says are left. */
const launchCount = (html: string) =>
  Number((/([\d,]+) things? to replace or confirm/.exec(html)?.[1] ?? "0").replaceAll(",", ""));
/** What the check lists for this tree as the default build saw it: the example origin, no server settings. */
const builtList = () => launchChecklist({ root: process.cwd(), site: siteSettings, siteUrl: EXAMPLE_SITE_URL });

describe("/owner while enquiries reach nobody", () => {
  let site: Site;
  beforeAll(async () => {
    site = await ownerSite("unseen");
  });
  afterAll(() => site?.stop("SIGKILL"));

  it("says so at the top, before any figure, once signed in", async () => {
    const html = await ownerHtml(site, await signIn(site));
    const alert = html.indexOf(escaped(NO_DELIVERY_WARNING));
    expect(alert).toBeGreaterThan(html.indexOf("<h1"));
    expect(alert).toBeLessThan(html.indexOf("Page views per day"));
  });

  it("lists what the build's launch check listed, and the unseen enquiries among the settings", async () => {
    const html = await ownerHtml(site, await signIn(site));
    expect(launchCount(html)).toBe((await builtList()).length + 1);
    const settings = html.slice(html.indexOf('data-launch-group="settings"'));
    expect(settings.slice(0, settings.indexOf("</details>"))).toContain(escaped(NO_DELIVERY_WARNING));
  });

  it("says nothing of it to someone not signed in", async () => {
    const html = await (await fetch(`${site.baseUrl}/owner`)).text();
    expect(html).not.toContain(escaped(NO_DELIVERY_WARNING));
  });
});

describe("/owner with notification mail set up", () => {
  let site: Site;
  beforeAll(async () => {
    // A mail server that is never asked: no lead is sent in this test.
    site = await ownerSite("mail", { SMTP_HOST: "127.0.0.1", SMTP_PORT: "9" });
  });
  afterAll(() => site?.stop("SIGKILL"));

  it("shows no such alert", async () => {
    const html = await ownerHtml(site, await signIn(site));
    expect(html).toContain("Page views per day");
    expect(html).not.toContain(escaped(NO_DELIVERY_WARNING));
    expect(launchCount(html)).toBe((await builtList()).length);
  });

  it("shows each launch group's first 20 lines, and a group in full from its own link", async () => {
    const cookie = await signIn(site);
    const html = await ownerHtml(site, cookie);
    const list = await builtList();
    const groups = LAUNCH_GROUPS.map((group) => ({
      key: group.key,
      count: list.filter((item) => launchGroup(item) === group.key).length,
    })).filter((group) => group.count > 0);
    for (const { key, count } of groups)
      expect(launchGroupOf(html, key), key).toEqual({ lines: Math.min(count, 20), whole: count > 20 });
    // The largest group, whole: every line, open, and no link to itself.
    const largest = groups.reduce((a, b) => (b.count > a.count ? b : a));
    const whole = await ownerHtml(site, cookie, `?launch=${largest.key}`);
    expect(launchGroupOf(whole, largest.key)).toEqual({ lines: largest.count, whole: false });
    expect(whole).toMatch(new RegExp(`id="launch-${largest.key}"[^>]*open`));
    // A group the list does not have is no group: the page as without the parameter.
    expect(launchCount(await ownerHtml(site, cookie, "?launch=nonsense"))).toBe(launchCount(html));
  });

  it("lists a call booked on /book under Upcoming calls: when, whom, their number and topic", async () => {
    const book = await (await fetch(`${site.baseUrl}/book`)).text();
    const slot = /name="slotStart" value="([^"]+)"/.exec(book)?.[1];
    expect(slot, "/book offers a time").toBeDefined();
    const posted = await fetch(`${site.baseUrl}/api/leads`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.baseUrl },
      body: new URLSearchParams({
        formKind: "call",
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        sourcePath: "/book",
        slotStart: slot!,
        firstName: "Cara",
        lastName: "Caller",
        email: "cara@example.com",
        phone: "07700 900456",
        topic: "Opening a second site",
      }),
    });
    expect(posted.status).toBe(303);
    const html = await ownerHtml(site, await signIn(site));
    const section = html.slice(html.indexOf('id="calls-heading"'), html.indexOf('id="leads-heading"'));
    const start = new Date(slot!);
    expect(section).toContain(callTimeInWords(start, new Date(start.getTime() + 15 * 60_000)));
    expect(section).toContain("Cara Caller");
    expect(section).toContain('href="tel:07700900456"');
    expect(section).toContain("To talk about: Opening a second site");
  });
});
