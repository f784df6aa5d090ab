import { describe, expect, it, vi } from "vitest";
import {
  announceLeadSubmitted,
  choosePackageHref,
  contactRequestFromUrl,
  initialValues,
  prefillFromChoices,
  newIdempotencyKey,
  submitLead,
  tabAfterKey,
  typedBeforeHydration,
} from "@/lib/leads/browser/client";

function answer(status: number, body: unknown) {
  return { status, json: async () => body };
}

describe("tab keyboard model", () => {
  it("moves with the arrow keys, wrapping, and jumps with Home and End", () => {
    expect(tabAfterKey("ArrowRight", 0, 2)).toBe(1);
    expect(tabAfterKey("ArrowRight", 1, 2)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 2)).toBe(1);
    expect(tabAfterKey("Home", 1, 2)).toBe(0);
    expect(tabAfterKey("End", 0, 2)).toBe(1);
    expect(tabAfterKey("Enter", 0, 2)).toBeNull();
  });
});

describe("initial values", () => {
  it("defaults the enquiry country and ticks the franchise of the page", () => {
    expect(initialValues("enquiry", { country: "United Kingdom", selectedFranchiseId: "7" })).toEqual({
      country: "United Kingdom",
      selectedFranchises: ["7"],
    });
    expect(initialValues("enquiry", { country: "United Kingdom" })).toEqual({
      country: "United Kingdom",
      selectedFranchises: [],
    });
    expect(initialValues("consultation", { country: "United Kingdom" })).toEqual({ packageId: "" });
  });
});

describe("idempotency key", () => {
  it("is random, long enough for the server and made of safe characters", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^web-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

/** Frozen words, so the tests read what the form does with whatever words the owner gives it. */
const words = {
  alreadyReceived: "Not saved: call {phone} or email {email}.",
  notSent: "Not sent: call {phone}.",
  checkFields: "Fix these, or call {phone}.",
};

describe("submitLead", () => {
  it("reports success", async () => {
    const fetch = vi.fn(async () => answer(201, { ok: true }));
    expect(await submitLead({ a: "1" }, { fetch, words })).toEqual({ type: "ok" });
    expect(fetch).toHaveBeenCalledWith("/api/leads", expect.objectContaining({ method: "POST", body: '{"a":"1"}' }));
  });

  it("returns field errors from a 400 without retrying", async () => {
    const fetch = vi.fn(async () => answer(400, { ok: false, message: "Check", errors: { email: "Bad" } }));
    expect(await submitLead({}, { fetch, words })).toEqual({
      type: "invalid",
      errors: { email: "Bad" },
      message: "Check",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says the words given, filled in, when a 400's field errors come without a reason", async () => {
    const fetch = vi.fn(async () => answer(400, { ok: false, errors: { email: "Bad" } }));
    expect(await submitLead({}, { fetch, phoneDisplay: "020 7946 0321", words })).toEqual({
      type: "invalid",
      errors: { email: "Bad" },
      message: "Fix these, or call 020 7946 0321.",
    });
  });

  it("retries network failures and 5xx with the same body, then succeeds", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(503, { ok: false }))
      .mockResolvedValueOnce(answer(200, { ok: true, duplicate: true }));
    expect(await submitLead({ idempotencyKey: "k" }, { fetch, delayMs: 1, words })).toEqual({ type: "ok" });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Set(fetch.mock.calls.map((call) => call[1].body)).size).toBe(1);
  });

  it("gives up after the retries with a message offering the phone", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("offline"));
    const outcome = await submitLead({}, { fetch, retries: 2, delayMs: 1, phoneDisplay: "020 7946 0321", words });
    expect(outcome).toEqual({ type: "refused", message: "Not sent: call 020 7946 0321." });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("says a changed resubmission was not saved in the words given, filled in, without retrying (409)", async () => {
    const fetch = vi.fn(async () => answer(409, { ok: false, code: "already_received", message: "from the server" }));
    const outcome = await submitLead(
      {},
      {
        fetch,
        phoneDisplay: "020 7946 0321",
        email: "hello@example.com",
        words,
      },
    );
    expect(outcome).toEqual({
      type: "already-received",
      message: "Not saved: call 020 7946 0321 or email hello@example.com.",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("passes on the server's message for a refusal such as 429", async () => {
    const fetch = vi.fn(async () => answer(429, { ok: false, message: "Please try again in 5 minutes" }));
    expect(await submitLead({}, { fetch, words })).toEqual({
      type: "refused",
      message: "Please try again in 5 minutes",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("announceLeadSubmitted", () => {
  it("calls the conversion hook when present and dispatches lead:submitted", () => {
    const events: Event[] = [];
    const win = { gtag_report_conversion: vi.fn(), dispatchEvent: (event: Event) => events.push(event) > 0 };
    announceLeadSubmitted("enquiry", win);
    expect(win.gtag_report_conversion).toHaveBeenCalledTimes(1);
    expect(events.map((event) => event.type)).toEqual(["lead:submitted"]);
    expect((events[0] as CustomEvent).detail).toEqual({ formKind: "enquiry" });
  });

  it("still dispatches the event without a hook, or when the hook throws", () => {
    const events: string[] = [];
    announceLeadSubmitted("consultation", { dispatchEvent: (event) => events.push(event.type) > 0 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    announceLeadSubmitted("consultation", {
      gtag_report_conversion: () => {
        throw new Error("broken snippet");
      },
      dispatchEvent: (event) => events.push(event.type) > 0,
    });
    warn.mockRestore();
    expect(events).toEqual(["lead:submitted", "lead:submitted"]);
  });
});

describe("typedBeforeHydration", () => {
  it("takes the visitor's answers from the form data, not the hidden machinery", () => {
    const data: [string, string][] = [
      ["formKind", "enquiry"],
      ["idempotencyKey", ""],
      ["homepage", ""],
      ["firstName", "Alex"],
      ["selectedFranchises", "2"],
      ["selectedFranchises", "5"],
      ["marketingConsent", "yes"],
    ];
    expect(typedBeforeHydration("enquiry", data)).toEqual({
      firstName: "Alex",
      selectedFranchises: ["2", "5"],
      marketingConsent: true,
      consentShareFranchisors: false,
      homeowner: "",
    });
  });

  it("records unticked boxes as empty, so a preselected franchise the visitor unticked stays unticked", () => {
    expect(typedBeforeHydration("enquiry", [["firstName", ""]])).toEqual({
      firstName: "",
      selectedFranchises: [],
      homeowner: "",
      marketingConsent: false,
      consentShareFranchisors: false,
    });
    expect(typedBeforeHydration("consultation", [["packageId", "gold"]])).toEqual({
      packageId: "gold",
      marketingConsent: false,
    });
  });
});

describe("contactRequestFromUrl", () => {
  it("reads a Choose link as the consultation with that package", () => {
    expect(
      contactRequestFromUrl(new URL(choosePackageHref("gold"), "https://x.test/services").search, "#contact"),
    ).toEqual({ tab: "consultation", packageId: "gold" });
  });
  it("reads a tab from the query or from a panel's hash", () => {
    expect(contactRequestFromUrl("?tab=enquiry", "#contact")).toEqual({ tab: "enquiry" });
    expect(contactRequestFromUrl("", "#contact-panel-enquiry")).toEqual({ tab: "enquiry" });
    expect(contactRequestFromUrl("", "#contact-panel-consultation")).toEqual({ tab: "consultation" });
  });
  it("ignores unknown packages, tabs and hashes", () => {
    expect(contactRequestFromUrl("?package=diamond&tab=other", "#contact-panel-x")).toEqual({});
    expect(contactRequestFromUrl("", "")).toEqual({});
  });
});

describe("prefillFromChoices", () => {
  const franchises = [
    { id: "1", slug: "alpha" },
    { id: "2", slug: "beta" },
    { id: "3", slug: "gamma" },
  ];
  const none = { search: "", hash: "", cash: null, shortlist: [], franchises };

  it("ticks the shortlisted franchises the form lists, keeping what is ticked", () => {
    const values = { selectedFranchises: ["3"] };
    expect(prefillFromChoices("enquiry", values, { ...none, shortlist: ["alpha", "beta", "not-listed"] })).toEqual({
      selectedFranchises: ["3", "1", "2"],
    });
  });
  it("chooses the cash band of the affordability figure unless one is chosen", () => {
    expect(prefillFromChoices("enquiry", { liquidCash: "" }, { ...none, cash: 75_000 })).toEqual({
      liquidCash: "50-100k",
    });
    expect(prefillFromChoices("enquiry", { liquidCash: "0-25k" }, { ...none, cash: 75_000 })).toEqual({});
  });
  it("chooses a Choose link's package for the consultation unless one is chosen", () => {
    const link = { ...none, search: "?package=gold", hash: "#contact" };
    expect(prefillFromChoices("consultation", { packageId: "" }, link)).toEqual({ packageId: "gold" });
    expect(prefillFromChoices("consultation", { packageId: "silver" }, link)).toEqual({});
    expect(prefillFromChoices("consultation", {}, none)).toEqual({});
  });
});
