// The free call end to end over HTTP, on two built server processes sharing one PostgreSQL database (a site on two
// machines): /book offers slots as radios, a bad email comes back with what was typed, a good one books the slot
// and lands on the confirmation, whose time agrees with its .ics as ical.js reads it; the slot is then offered no
// more, a change frees it, a cancel frees the new one; and 20 visitors asking both servers for one slot at once
// give exactly one booking, the others told why and offered the nearest free times. Each step's mail reaches the
// fake SMTP server once: the owner's notification and the visitor's confirmation with the call's .ics, the notice of
// the move, and the cancellation with METHOD:CANCEL. Needs `npm run build` first;
// the PostgreSQL cluster is the one vitest's global set-up started.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";
import { callTimeInWords } from "@/lib/booking/slot-words";
import { queryDatabase } from "@/lib/leads/test-support";
import { callMailsFromFile } from "@/lib/leads/call-mail";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandSettings } from "@/lib/site/expand-settings";
import { twoPostgresServers } from "./two-postgres-servers";

// Three mails a day to one address: the first test's visitor gets exactly three (booked, moved, cancelled).
const servers = twoPostgresServers("call_servers", {
  LEADS_RATE_LIMIT: "10000",
  LEADS_MIN_FILL_MS: "0",
  LEADS_VISITOR_MAIL_LIMIT: "3",
});

const offered = (html: string) => [...html.matchAll(/name="slotStart" value="([^"]+)"/g)].map((match) => match[1]!);

async function page(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), html: await response.text() };
}

/** Books a call through a server's lead endpoint as /book's form does without JavaScript. */
async function book(baseUrl: string, slotStart: string, email: string) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({
      formKind: "call",
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      sourcePath: "/book",
      slotStart,
      firstName: "Visitor",
      lastName: "Example",
      email,
      phone: "07700 900123",
      topic: "Which franchises suit a family business",
    }),
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** Asks a server to move or cancel the call of a token, as the change page's buttons do. */
async function manage(baseUrl: string, token: string, body: Record<string, string>) {
  const response = await fetch(`${baseUrl}/book/manage/${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams(body),
  });
  return { status: response.status, html: await response.text() };
}

/** The mails received so far whose subject starts with `subject`, their headers unfolded. */
/** A free-call mail's subject as the copy file words it, for the call from `start` to `end`. */
function subjectOf(kind: "confirmation" | "moved" | "cancelled", start: Date, end: Date) {
  return expandSettings(callMailsFromFile[kind].subject, { ...copySettings(), when: callTimeInWords(start, end) });
}

function mailsAbout(subject: string) {
  return servers.received
    .map((raw) => raw.replace(/\r\n[ \t]+/g, " "))
    .filter((raw) => raw.includes(`\nSubject: ${subject}`));
}

/** Every slot start /book offers today and on the other days it links to. */
async function allOffered(baseUrl: string) {
  const first = await page(`${baseUrl}/book`);
  const days = [
    ...new Set([...first.html.matchAll(/href="\/book\?day=(\d{4}-\d{2}-\d{2})#times"/g)].map((m) => m[1]!)),
  ];
  const pages = await Promise.all(days.map((day) => page(`${baseUrl}/book?day=${day}`)));
  return new Set(pages.flatMap((answer) => offered(answer.html)));
}

/**
 * The day after the first one /book offers (the first when it is the only one): the first is often today, whose
 * last times run out under the minimum notice while a test runs, late in the afternoon.
 */
async function laterDay(baseUrl: string) {
  const first = await page(`${baseUrl}/book`);
  const days = [...first.html.matchAll(/href="\/book\?day=(\d{4}-\d{2}-\d{2})#times"/g)].map((m) => m[1]!);
  const day = days[1] ?? days[0];
  return { ...(day ? await page(`${baseUrl}/book?day=${day}`) : first), firstCacheControl: first.cacheControl };
}

describe("the free call on two servers sharing one PostgreSQL database", () => {
  it("books a slot with plain form posts: bad email kept, confirmation and .ics agree, change and cancel free it", async () => {
    const [a, b] = servers.sites;
    const diary = await laterDay(a!.baseUrl);
    expect(diary.status).toBe(200);
    expect(diary.firstCacheControl).toBe("no-store");
    expect(diary.cacheControl).toBe("no-store");
    const [slot, other] = offered(diary.html);
    expect(other, "the day holds two free times").toBeDefined();
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);

    const bad = await book(a!.baseUrl, slot!, "visitor@@example");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('value="visitor@@example"');
    expect(bad.html).toContain(`value="${slot}" checked`);

    const good = await book(b!.baseUrl, slot!, "visitor@example.com");
    expect(good.status).toBe(303);
    const token = /^\/book\/booked\/(\d+\.[\w-]{43})$/.exec(good.location ?? "")?.[1];
    expect(token).toBeDefined();
    // The same form posted again (its answer lost, say) is answered as the first was, not as a slot taken.
    expect(await book(a!.baseUrl, slot!, "visitor@example.com")).toMatchObject({
      status: 303,
      location: good.location,
    });
    const confirmation = await page(`${a!.baseUrl}${good.location}`);
    expect(confirmation.cacheControl).toBe("no-store");
    expect(confirmation.html).toContain("We will email you a confirmation at");
    const start = new Date(slot!);
    const end = new Date(start.getTime() + 15 * 60_000);
    expect(confirmation.html).toContain(callTimeInWords(start, end));

    const ics = await fetch(`${b!.baseUrl}/book/booked/${token}/call.ics`).then((response) => response.text());
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`call-${token!.split(".")[0]}@www.franchise-advisor.example`);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot);
    expect(event.endDate.toJSDate().toISOString()).toBe(end.toISOString());

    expect(await allOffered(a!.baseUrl)).not.toContain(slot);
    // One confirmation to the visitor and one notification to the owner, each carrying the call's .ics.
    const confirmed = subjectOf("confirmation", start, end);
    await expect.poll(() => mailsAbout(confirmed).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => mailsAbout("Free call booked from Visitor Example").length).toBe(1);
    expect(mailsAbout(confirmed)[0]).toMatch(/^To: visitor@example\.com\r?$/m);
    for (const mail of [...mailsAbout(confirmed), ...mailsAbout("Free call booked")])
      expect(mail).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=PUBLISH/i);
    // A forged token opens nothing.
    expect((await page(`${a!.baseUrl}/book/manage/${token!.split(".")[0]}.${"A".repeat(43)}`)).status).toBe(404);
    // Opening the change-or-cancel link (as a mail scanner would) changes nothing.
    expect((await page(`${a!.baseUrl}/book/manage/${token}`)).status).toBe(200);
    expect(await allOffered(b!.baseUrl)).not.toContain(slot);

    const change = await fetch(`${b!.baseUrl}/book/manage/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: b!.baseUrl },
      body: new URLSearchParams({ action: "change", slotStart: other! }),
    });
    expect(change.status).toBe(303);
    const moved = new Date(other!);
    const movedEnd = new Date(moved.getTime() + (end.getTime() - start.getTime()));
    await expect.poll(() => mailsAbout(subjectOf("moved", moved, movedEnd)).length).toBe(1);
    const afterChange = await allOffered(a!.baseUrl);
    expect(afterChange).toContain(slot);
    expect(afterChange).not.toContain(other);

    const cancel = await fetch(`${a!.baseUrl}/book/manage/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a!.baseUrl },
      body: new URLSearchParams({ action: "cancel" }),
    });
    expect(cancel.status).toBe(303);
    const cancelled = subjectOf("cancelled", moved, movedEnd);
    await expect.poll(() => mailsAbout(cancelled).length).toBe(1);
    expect(mailsAbout(cancelled)[0]).toMatch(/method=CANCEL/);
    expect(await allOffered(b!.baseUrl)).toContain(other);
    expect((await page(`${a!.baseUrl}/book/booked/${token}`)).html).toContain("Your call is cancelled");
  }, 60_000);

  it("gives one slot, asked for by 20 visitors over both servers at once, to exactly one", async () => {
    const [a, b] = servers.sites;
    const slot = offered((await laterDay(a!.baseUrl)).html).at(-1)!;
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, n) => book((n % 2 === 0 ? a : b)!.baseUrl, slot, `racer${n}@example.com`)),
    );
    expect(race.filter((answer) => answer.status === 303)).toHaveLength(1);
    const refused = race.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.html).toMatch(/a moment ago|no longer free/);
      expect(answer.html).toContain("Which franchises suit a family business</textarea>");
      expect(answer.html).toMatch(/id="nearest-\d+"/);
    }
    const rows = await queryDatabase(
      servers.databaseUrl,
      "SELECT COUNT(*) AS n FROM calls WHERE slot_start = ? AND status = 'booked'",
      [slot],
    );
    expect(Number(rows[0]!.n)).toBe(1);
  }, 60_000);

  it("mails one address at most LEADS_VISITOR_MAIL_LIMIT times a day: a move or a booking beyond it is refused, a cancel is not", async () => {
    const [a, b] = servers.sites;
    const [first, second, third, fourth] = offered((await laterDay(a!.baseUrl)).html);
    expect(fourth, "the day holds four free times").toBeDefined();
    const booked = await book(a!.baseUrl, first!, "capped@example.com"); // mail 1
    const token = booked.location!.split("/").at(-1)!;
    expect((await manage(b!.baseUrl, token, { action: "change", slotStart: second! })).status).toBe(303); // 2
    expect((await manage(a!.baseUrl, token, { action: "change", slotStart: third! })).status).toBe(303); // 3
    const refused = await manage(b!.baseUrl, token, { action: "change", slotStart: fourth! });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain("We have already sent several emails to your address today");
    // The call stays where it was, and can still be cancelled (without a fourth mail).
    expect(await allOffered(a!.baseUrl)).not.toContain(third);
    expect((await manage(a!.baseUrl, token, { action: "cancel" })).status).toBe(303);
    expect(await allOffered(b!.baseUrl)).toContain(third);
    const again = await book(b!.baseUrl, fourth!, "CAPPED@example.com");
    expect(again.status).toBe(429);
    expect(again.html).toContain("We have already sent several emails to this address today");
    expect(again.html).toContain('value="CAPPED@example.com"');
    expect(await allOffered(a!.baseUrl)).toContain(fourth);
    await expect
      .poll(() => servers.received.filter((raw) => /^To: capped@example\.com\r?$/im.test(raw)).length)
      .toBe(3);
  }, 60_000);
});
