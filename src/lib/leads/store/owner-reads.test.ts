// The owner page's reads of the lead store, on both engines: newest first a page at a time, a date range for the
// export, and an address's leads (what its erasure deletes), matched in any letter case as the erasure matches.
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES, earlyBooking, sampleLead, tempStore, type TempStore } from "@/lib/leads/test-support";

let temp: TempStore | undefined;
afterEach(async () => {
  await temp?.cleanup();
  temp = undefined;
});

describe.each(ENGINES)("owner's reads (%s)", (engine) => {
  it("pages newest first, filters by arrival, and finds an address's leads as its erasure would", async () => {
    temp = await tempStore(engine);
    const { store } = temp;
    for (const [day, email] of [
      ["2026-11-01", "Olive@Example.com"],
      ["2026-11-05", "nadia@example.com"],
      ["2026-11-09", "olive@example.com"],
    ])
      await store.saveLead(sampleLead({ email }), new Date(`${day}T12:00:00Z`));

    const first = await store.listLeadsNewestFirst({ limit: 2 });
    expect(first.map((lead) => lead.createdAt.slice(0, 10))).toEqual(["2026-11-09", "2026-11-05"]);
    const rest = await store.listLeadsNewestFirst({ beforeId: first[1].id, limit: 2 });
    expect(rest.map((lead) => lead.createdAt.slice(0, 10))).toEqual(["2026-11-01"]);

    const range = await store.listLeads({
      range: { from: "2026-11-02T00:00:00.000Z", to: "2026-11-09T00:00:00.000Z" },
    });
    expect(range.map((lead) => lead.email)).toEqual(["nadia@example.com"]);

    const olive = await store.leadsOfEmail(" OLIVE@example.com ");
    expect(olive).toHaveLength(2);
    const erased = await store.eraseByEmail("OLIVE@example.com");
    expect(erased.leads.map((lead) => lead.id)).toEqual(olive.map((lead) => lead.id));
  });

  it("lists each event's seats: the counter's figure and who booked, seats before the waiting list", async () => {
    temp = await tempStore(engine);
    const { store } = temp;
    const full = (n: number) => {
      const lead = earlyBooking("evening", n, "seats", "2025-01-01");
      return { ...lead, booking: { ...lead.booking, capacity: 2, waitlist: true } };
    };
    expect((await store.saveBooking(full(1))).booking).toBe("booked");
    await store.saveBooking(full(2));
    expect((await store.saveBooking(full(3))).booking).toBe("waitlisted");
    await store.saveLead(sampleLead());

    const [evening, other] = await store.seatLists(["evening", "other"]);
    expect(evening.taken).toBe(2);
    expect(evening.holders.map((holder) => [holder.lastName, holder.status])).toEqual([
      ["Booker 1", "booked"],
      ["Booker 2", "booked"],
      ["Booker 3", "waitlisted"],
    ]);
    expect(other).toEqual({ eventSlug: "other", taken: 0, holders: [] });

    // Erasing a seat holder gives the seat back, and the list says so.
    await store.eraseByEmail("early1@example.com");
    const [after] = await store.seatLists(["evening"]);
    expect(after.taken).toBe(1);
    expect(after.holders.map((holder) => holder.lastName)).toEqual(["Booker 2", "Booker 3"]);
  });
});
