import { afterEach, describe, expect, it } from "vitest";
import { openLeadStore, type NewBooking, type NewLead } from "@/lib/leads/store";
import { ENGINES, sampleLead, tempStore, type Engine } from "@/lib/leads/test-support";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fresh(engine: Engine) {
  const temp = await tempStore(engine);
  cleanups.push(temp.cleanup);
  return temp;
}

const event = (capacity: number, slug = "evening-leeds"): Omit<NewBooking, "waitlist"> => ({
  eventSlug: slug,
  capacity,
  seats: 1,
  eventTitle: "An evening in Leeds",
  eventWhen: "Thursday 10 December 2026, 6:30pm to 8:30pm",
  eventPlace: "The Wharfside Rooms, Leeds",
  eventPath: `/events/${slug}`,
  eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
});

function booking(
  capacity: number,
  { waitlist = false, slug, ...overrides }: Partial<NewLead> & { waitlist?: boolean; slug?: string } = {},
) {
  return sampleLead({
    formKind: "booking",
    phone: "",
    ...overrides,
    booking: { ...event(capacity, slug), waitlist },
  }) as NewLead & { booking: NewBooking };
}

describe.each(ENGINES)("bookings on %s", (engine) => {
  it("books seats up to the capacity; the next is fully booked and stores nothing; the waiting list takes no seat", async () => {
    const { store, query } = await fresh(engine);
    for (let n = 0; n < 2; n += 1)
      expect((await store.saveBooking(booking(2, { email: `p${n}@example.com` }))).booking).toBe("booked");
    const full = await store.saveBooking(booking(2, { email: "third@example.com" }));
    expect(full).toEqual({ id: undefined, status: "full", booking: undefined });
    expect(await store.countLeads()).toBe(2);
    const waiting = await store.saveBooking(booking(2, { email: "third@example.com", waitlist: true }));
    expect(waiting).toMatchObject({ status: "stored", booking: "waitlisted", confirmation: true });
    expect((await query("SELECT taken FROM event_seats WHERE event_slug = ?", ["evening-leeds"]))[0].taken).toBe(2);
    const [stored] = (await store.listLeads()).filter((lead) => lead.id === waiting.id);
    expect(stored.formKind).toBe("booking");
    expect(stored.booking).toMatchObject({ eventSlug: "evening-leeds", status: "waitlisted" });
    // The visitor's confirmation is queued beside the business's mail.
    const channels = await query("SELECT channel FROM outbox WHERE lead_id = ? ORDER BY channel", [waiting.id!]);
    expect(channels.map((row) => row.channel)).toEqual(["confirmation", "mail"]);
  });

  it("takes a booking's seats together, and refuses one that needs more than are left", async () => {
    const { store, query } = await fresh(engine);
    const three = booking(4, { email: "three@example.com" });
    expect(await store.saveBooking({ ...three, booking: { ...three.booking, seats: 3 } })).toMatchObject({
      status: "stored",
      booking: "booked",
    });
    const two = booking(4, { email: "two@example.com" });
    expect((await store.saveBooking({ ...two, booking: { ...two.booking, seats: 2 } })).status).toBe("full");
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(3);
    const [stored] = await store.listLeads();
    expect(stored.booking).toMatchObject({ seats: 3, status: "booked" });
    // Erased, its three seats come back.
    await store.eraseByEmail("three@example.com");
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(0);
  });

  it("holds one booking per address and event (issue 53 §6), whatever the key or letter case", async () => {
    const { store, query } = await fresh(engine);
    const first = await store.saveBooking(
      booking(10, { email: "Same@example.com", idempotencyKey: "same-0000000001" }),
    );
    expect(first.status).toBe("stored");
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        store.saveBooking(booking(10, { email: "same@EXAMPLE.com", idempotencyKey: `same-00000000${10 + n}` })),
      ),
    );
    for (const answer of tries)
      expect(answer).toMatchObject({ status: "already-booked", held: { status: "booked", seats: 1 } });
    expect(await store.countLeads()).toBe(1);
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(1);
    // Another event is another booking.
    expect((await store.saveBooking(booking(10, { email: "same@example.com", slug: "other-event" }))).status).toBe(
      "stored",
    );
  });

  it("lets one of many first bookings from one address through when they arrive at once", async () => {
    const { store } = await fresh(engine);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        store.saveBooking(booking(10, { email: "race@example.com", idempotencyKey: `race-00000000${10 + n}` })),
      ),
    );
    expect(answers.filter((answer) => answer.status === "stored")).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === "already-booked")).toHaveLength(7);
  });

  it("counts a replayed booking once, and answers it as the first was answered", async () => {
    const { store, query } = await fresh(engine);
    const first = booking(1);
    const answers = await Promise.all([store.saveBooking(first), store.saveBooking({ ...first })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(["duplicate", "stored"]);
    expect(answers.every((answer) => answer.booking === "booked")).toBe(true);
    // The replay says, as the first did, that the visitor's confirmation is queued (the page after says so).
    expect(answers.every((answer) => "confirmation" in answer && answer.confirmation)).toBe(true);
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(1);
    // The same key with other content is refused, and takes nothing.
    const changed = await store.saveBooking({ ...first, firstName: "Someone" });
    expect(changed.status).toBe("conflict");
    expect(await store.countLeads()).toBe(1);
  });

  it("never books more seats than there are when many arrive at once", async () => {
    const { store, query } = await fresh(engine);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => store.saveBooking(booking(5, { email: `p${n}@example.com` }))),
    );
    expect(answers.filter((answer) => answer.booking === "booked")).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === "full")).toHaveLength(7);
    expect((await query("SELECT COUNT(*) AS n FROM bookings WHERE status = 'booked'"))[0].n).toEqual(
      engine === "postgres" ? "5" : 5,
    );
  });

  it("gives an erased visitor's seat back, and deletes their booking with the lead", async () => {
    const { store, query } = await fresh(engine);
    await store.saveBooking(booking(1, { email: "Gone@example.com" }));
    expect((await store.saveBooking(booking(1))).status).toBe("full");
    await store.eraseByEmail("gone@example.com");
    expect(await query("SELECT * FROM bookings")).toEqual([]);
    expect((await store.saveBooking(booking(1))).booking).toBe("booked");
  });

  it("queues one cancellation notice per booking of a cancelled event, however often it is asked", async () => {
    const { store, query } = await fresh(engine);
    await store.saveBooking(booking(1));
    await store.saveBooking(booking(1, { email: "w@example.com", waitlist: true }));
    await store.saveBooking(booking(5, { slug: "other-event" }));
    expect(await store.queueCancellationNotices(["evening-leeds"])).toBe(2);
    expect(await store.queueCancellationNotices(["evening-leeds"])).toBe(0);
    expect(await store.queueCancellationNotices([])).toBe(0);
    const rows = await query("SELECT COUNT(*) AS n FROM outbox WHERE channel = 'cancellation'");
    expect(Number(rows[0].n)).toBe(2);
  });

  it("gives up a seat once: its seats back on sale in the same write, a second try told it was done", async () => {
    const { store, query } = await fresh(engine);
    const mine = booking(3, { email: "leaving@example.com" });
    const saved = await store.saveBooking({ ...mine, booking: { ...mine.booking, seats: 2 } });
    await store.saveBooking(booking(3, { email: "staying@example.com" }));
    expect((await store.saveBooking(booking(3, { email: "late@example.com" }))).status).toBe("full");
    expect(await store.giveUpBooking(saved.id!)).toBe("given-up");
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(1);
    expect(await store.findBooking(saved.id!)).toMatchObject({
      status: "given-up",
      seats: 2,
      eventSlug: "evening-leeds",
    });
    expect((await store.findBooking(saved.id!))!.givenUpAt).toEqual(expect.any(String));
    expect(await store.giveUpBooking(saved.id!)).toBe("already-given-up");
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(1);
    // The seats are for whoever books next; the seat list shows the booking given up, after the others.
    expect((await store.saveBooking(booking(3, { email: "late@example.com" }))).booking).toBe("booked");
    const [list] = await store.seatLists(["evening-leeds"]);
    expect(list!.taken).toBe(2);
    expect(list!.holders.map((holder) => holder.status)).toEqual(["booked", "booked", "given-up"]);
    // Given up, the address may book the event again, and is not told of its cancellation.
    expect((await store.saveBooking(booking(3, { email: "Leaving@example.com" }))).booking).toBe("booked");
    expect(await store.queueCancellationNotices(["evening-leeds"])).toBe(3);
  });

  it("gives a seat back once however many posts arrive at once, and never moves the waiting list up", async () => {
    const { store, query } = await fresh(engine);
    const seat = await store.saveBooking(booking(1, { email: "seat@example.com" }));
    const waiting = await store.saveBooking(booking(1, { email: "wait@example.com", waitlist: true }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => store.giveUpBooking(seat.id!)));
    expect(answers.filter((answer) => answer === "given-up")).toHaveLength(1);
    expect(answers.filter((answer) => answer === "already-given-up")).toHaveLength(5);
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(0);
    expect((await store.findBooking(waiting.id!))!.status).toBe("waitlisted");
    // A place on the waiting list is given up too, and takes no seat back with it.
    expect(await store.giveUpBooking(waiting.id!)).toBe("given-up");
    expect((await query("SELECT taken FROM event_seats"))[0].taken).toBe(0);
  });

  it("answers not-found for a lead with no booking, and for one erased", async () => {
    const { store } = await fresh(engine);
    const saved = await store.saveBooking(booking(2, { email: "gone@example.com" }));
    const enquiry = await store.saveLead(
      sampleLead({ email: "asker@example.com", idempotencyKey: "enquiry-00000001" }),
    );
    expect(await store.giveUpBooking(enquiry.id)).toBe("not-found");
    expect(await store.findBooking(enquiry.id)).toBeUndefined();
    await store.eraseByEmail("gone@example.com");
    expect(await store.giveUpBooking(saved.id!)).toBe("not-found");
  });
});

// Several servers share one database only on PostgreSQL (the embedded file is one machine's: docs/operating.md).
describe("cancellation notices on several servers sharing one PostgreSQL database", () => {
  it("queue each notice once when several servers ask at the same moment", async () => {
    const { store, url, query } = await fresh("postgres");
    for (const email of ["a@example.com", "b@example.com", "c@example.com"])
      await store.saveBooking(booking(5, { email }));
    // Each server on a site of several machines runs the schedule with a store of its own on the one database.
    const others = await Promise.all([1, 2, 3].map(() => openLeadStore({ url })));
    try {
      const queued = await Promise.all(
        [store, ...others].map((server) => server.queueCancellationNotices(["evening-leeds"])),
      );
      expect(queued.reduce((sum, n) => sum + n, 0)).toBe(3);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    const rows = await query("SELECT COUNT(*) AS n FROM outbox WHERE channel = 'cancellation'");
    expect(Number(rows[0].n)).toBe(3);
  });
});
