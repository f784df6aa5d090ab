import { afterEach, describe, expect, it } from "vitest";
import type { NewCall, NewLead } from "@/lib/leads/store";
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

const NOW = new Date("2026-12-07T08:00:00Z");
const slot = (start: string): Omit<NewCall, "topic"> => ({
  slotStart: start,
  slotEnd: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
});

let keys = 0;
function callLead(start: string, overrides: Partial<NewLead> = {}) {
  keys += 1;
  return sampleLead({
    formKind: "call",
    idempotencyKey: `call-test-key-${keys}-${start}`,
    ...overrides,
    call: { ...slot(start), topic: "Which franchise suits a family of four" },
  }) as NewLead & { call: NewCall };
}

describe.each(ENGINES)("free calls on %s", (engine) => {
  it("gives a slot to one call only, and stores nothing for the one refused", async () => {
    const { store, query } = await fresh(engine);
    const first = await store.saveCall(callLead("2026-12-08T10:00:00.000Z"), NOW);
    expect(first.status).toBe("stored");
    const second = await store.saveCall(callLead("2026-12-08T10:00:00.000Z", { email: "other@example.com" }), NOW);
    expect(second).toEqual({ id: undefined, status: "taken" });
    expect(await store.countLeads()).toBe(1);
    expect(await query("SELECT lead_id FROM call_slots")).toEqual([{ lead_id: first.id }]);
    const [call] = await store.bookedCalls(NOW);
    expect(call).toMatchObject({ leadId: first.id, slotStart: "2026-12-08T10:00:00.000Z", status: "booked" });
    expect(call!.topic).toBe("Which franchise suits a family of four");
  });

  it("gives one slot claimed by twenty at once to exactly one", async () => {
    const { store } = await fresh(engine);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        store.saveCall(callLead("2026-12-08T11:00:00.000Z", { email: `visitor${n}@example.com` }), NOW),
      ),
    );
    expect(answers.filter((answer) => answer.status === "stored")).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === "taken")).toHaveLength(19);
    expect(await store.countLeads()).toBe(1);
  });

  it("holds one call to come per email address, whatever its letter case", async () => {
    const { store } = await fresh(engine);
    expect((await store.saveCall(callLead("2026-12-08T10:00:00.000Z"), NOW)).status).toBe("stored");
    const again = await store.saveCall(
      callLead("2026-12-09T10:00:00.000Z", { email: sampleLead().email.toUpperCase() }),
      NOW,
    );
    expect(again).toEqual({ id: undefined, status: "already-booked" });
    // Once that call is over, the address may book another.
    const later = new Date("2026-12-08T10:30:00Z");
    expect((await store.saveCall(callLead("2026-12-09T10:00:00.000Z"), later)).status).toBe("stored");
  });

  it("answers a replayed call as the first, claiming nothing more", async () => {
    const { store } = await fresh(engine);
    const lead = callLead("2026-12-08T10:00:00.000Z");
    const answers = await Promise.all([store.saveCall(lead, NOW), store.saveCall({ ...lead }, NOW)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(["duplicate", "stored"]);
    expect(await store.bookedCalls(NOW)).toHaveLength(1);
  });

  it("changes a call to a free slot, freeing the old one; refuses a taken one, changing nothing", async () => {
    const { store } = await fresh(engine);
    const mine = await store.saveCall(callLead("2026-12-08T10:00:00.000Z"), NOW);
    await store.saveCall(callLead("2026-12-08T12:00:00.000Z", { email: "other@example.com" }), NOW);
    expect(await store.changeCall(mine.id!, slot("2026-12-08T12:00:00.000Z"), NOW)).toBe("taken");
    expect((await store.findCall(mine.id!))!.slotStart).toBe("2026-12-08T10:00:00.000Z");
    expect(await store.changeCall(mine.id!, slot("2026-12-09T09:00:00.000Z"), NOW)).toBe("changed");
    expect((await store.findCall(mine.id!))!.slotStart).toBe("2026-12-09T09:00:00.000Z");
    // The old slot is free: someone else takes it.
    const next = await store.saveCall(callLead("2026-12-08T10:00:00.000Z", { email: "third@example.com" }), NOW);
    expect(next.status).toBe("stored");
  });

  it("cancels a call, freeing its slot, once", async () => {
    const { store } = await fresh(engine);
    const mine = await store.saveCall(callLead("2026-12-08T10:00:00.000Z"), NOW);
    expect(await store.cancelCall(mine.id!, NOW)).toBe("cancelled");
    expect(await store.cancelCall(mine.id!, NOW)).toBe("not-found");
    expect(await store.changeCall(mine.id!, slot("2026-12-09T09:00:00.000Z"), NOW)).toBe("not-found");
    expect((await store.findCall(mine.id!))!.status).toBe("cancelled");
    expect(await store.bookedCalls(NOW)).toEqual([]);
    const next = await store.saveCall(callLead("2026-12-08T10:00:00.000Z", { email: "third@example.com" }), NOW);
    expect(next.status).toBe("stored");
    // Cancelled, the address may book again.
    expect((await store.saveCall(callLead("2026-12-10T10:00:00.000Z"), NOW)).status).toBe("stored");
  });

  it("frees an erased visitor's slot", async () => {
    const { store } = await fresh(engine);
    await store.saveCall(callLead("2026-12-08T10:00:00.000Z"), NOW);
    await store.eraseByEmail(sampleLead().email);
    expect(await store.bookedCalls(NOW)).toEqual([]);
    const next = await store.saveCall(callLead("2026-12-08T10:00:00.000Z", { email: "third@example.com" }), NOW);
    expect(next.status).toBe("stored");
  });
});
