import { describe, expect, it } from "vitest";
import { validateFields, validateSubmission, valuesFromForm } from "@/lib/leads/schema";

const person = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "07700 900982" };
const enquiry = {
  ...person,
  address: "1 High Street",
  postcode: "SW1A 1AA",
  county: "Kent",
  country: "United Kingdom",
  leadTime: "1-3months",
  liquidCash: "50-100k",
  homeowner: "yes",
  selectedFranchises: ["1", "3"],
};
const meta = { privacyNoticeVersion: "2025-01-01" };

describe("consultation schema", () => {
  it("accepts the four required fields alone, and trims them", () => {
    const result = validateFields("consultation", { ...person, firstName: "  Ann  " });
    expect(result).toEqual({ ok: true, data: { ...person, firstName: "Ann" } });
  });

  it("names every missing required field with its own message", () => {
    const result = validateFields("consultation", {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter your email address",
      phone: "Enter your phone number",
    });
  });

  it("rejects a malformed email and phone", () => {
    const result = validateFields("consultation", { ...person, email: "ann@example", phone: "call me" });
    expect(result.ok ? {} : result.errors).toEqual({
      email: "Enter an email address in the correct format, like name@example.com",
      phone: "Enter a phone number, like 01632 960 001 or +44 7700 900 982",
    });
  });

  // Issue 37 §3: punctuation alone is not a phone number, and "-1-1-1-1-1" was stored and exported as one.
  it.each(["-1-1-1-1-1", "+1-1-1-1-1", "((((((()", "......7", "1 2 3", "-07700 900982"])(
    "refuses %j as a phone number",
    (phone) => {
      const result = validateFields("consultation", { ...person, phone });
      expect(result.ok ? {} : result.errors).toEqual({
        phone: "Enter a phone number, like 01632 960 001 or +44 7700 900 982",
      });
    },
  );

  it.each([
    "07700 900982",
    "+44 7700 900 982",
    "(01632) 960 001",
    "01632-960-001",
    "+44 (0)20 7946 0321",
    "0117.496.0123",
  ])("accepts %j as a phone number", (phone) => {
    expect(validateFields("consultation", { ...person, phone }).ok).toBe(true);
  });

  it("takes the optional choices from their lists only, blank meaning unanswered", () => {
    expect(
      validateFields("consultation", { ...person, preferredTime: "", consultationType: "", packageId: "" }).ok,
    ).toBe(true);
    const good = validateFields("consultation", {
      ...person,
      preferredTime: "evening",
      consultationType: "territory",
      packageId: "gold",
      message: "Hello",
    });
    expect(good.ok && good.data).toMatchObject({
      preferredTime: "evening",
      consultationType: "territory",
      packageId: "gold",
    });
    const bad = validateFields("consultation", {
      ...person,
      preferredTime: "midnight",
      consultationType: "x",
      packageId: "diamond",
    });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(["consultationType", "packageId", "preferredTime"]);
  });

  it("refuses control characters (header or CSV injection) and over-long values", () => {
    const result = validateFields("consultation", {
      ...person,
      lastName: "Lee\r\nBcc: x@y.z",
      message: "x".repeat(2001),
    });
    expect(result.ok ? {} : result.errors).toEqual({
      lastName: "Remove the special characters",
      message: "Keep your message to 2,000 characters or fewer",
    });
  });
});

describe("enquiry schema", () => {
  it("accepts a complete enquiry", () => {
    const result = validateFields("enquiry", enquiry);
    expect(result.ok && result.data).toMatchObject({ ...enquiry, selectedFranchises: ["1", "3"] });
  });

  it("requires what the specification requires, and leaves timing, cash and home ownership optional", () => {
    const result = validateFields("enquiry", person);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(
      ["address", "country", "county", "postcode"].sort(),
    );
    const { leadTime: _t, liquidCash: _c, homeowner: _h, ...unanswered } = enquiry;
    const blank = validateFields("enquiry", { ...unanswered, leadTime: "", liquidCash: "", homeowner: "" });
    expect(blank.ok && blank.data).toMatchObject({ leadTime: undefined, liquidCash: undefined, homeowner: undefined });
    expect(validateFields("enquiry", unanswered).ok).toBe(true);
    const madeUp = validateFields("enquiry", { ...enquiry, liquidCash: "a lot", homeowner: "maybe" });
    expect(madeUp.ok ? [] : Object.keys(madeUp.errors).sort()).toEqual(["homeowner", "liquidCash"]);
    const notSaid = validateFields("enquiry", {
      ...enquiry,
      leadTime: "prefer-not-to-say",
      liquidCash: "prefer-not-to-say",
      homeowner: "prefer-not-to-say",
    });
    expect(notSaid.ok).toBe(true);
  });

  it("checks a UK postcode only when the country is the UK", () => {
    const uk = validateFields("enquiry", { ...enquiry, postcode: "12345" });
    expect(uk.ok ? {} : uk.errors).toEqual({ postcode: "Enter a UK postcode, like SW1A 1AA" });
    expect(validateFields("enquiry", { ...enquiry, postcode: "sw1a   1aa" }).ok).toBe(true);
    expect(validateFields("enquiry", { ...enquiry, country: "Ireland", postcode: "D02 X285" }).ok).toBe(true);
  });

  it("takes one franchise or none as well as a list", () => {
    const one = validateFields("enquiry", { ...enquiry, selectedFranchises: "4" });
    expect(one.ok && one.data).toMatchObject({ selectedFranchises: ["4"] });
    const none = validateFields("enquiry", { ...enquiry, selectedFranchises: undefined });
    expect(none.ok && none.data).toMatchObject({ selectedFranchises: [] });
    const bad = validateFields("enquiry", { ...enquiry, selectedFranchises: ["<script>"] });
    expect(bad.ok ? {} : bad.errors).toEqual({ selectedFranchises: "Choose franchises from the list" });
  });
});

describe("whole submissions", () => {
  it("needs a known form kind", () => {
    expect(validateSubmission({ ...person, ...meta, formKind: "newsletter" })).toEqual({
      ok: false,
      errors: { formKind: "Choose Book Consultation or Franchise Enquiry" },
    });
  });

  it("keeps the consent, the privacy version and the key with the fields", () => {
    const result = validateSubmission({
      ...person,
      ...meta,
      formKind: "consultation",
      marketingConsent: true,
      idempotencyKey: "web-0123456789abcdef",
      elapsedMs: 4200,
      sourcePath: "/services",
    });
    expect(result.ok && result.data).toMatchObject({
      formKind: "consultation",
      marketingConsent: true,
      privacyNoticeVersion: "2025-01-01",
      idempotencyKey: "web-0123456789abcdef",
      elapsedMs: 4200,
      sourcePath: "/services",
    });
  });

  it("treats marketing consent as given only when ticked", () => {
    for (const [value, expected] of [
      ["yes", true],
      [true, true],
      [undefined, false],
      ["no", false],
    ] as const) {
      const result = validateSubmission({ ...person, ...meta, formKind: "consultation", marketingConsent: value });
      expect(result.ok && result.data.marketingConsent).toBe(expected);
    }
  });

  it("rejects a missing privacy version and a malformed key", () => {
    const result = validateSubmission({ ...person, formKind: "consultation", idempotencyKey: "short" });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(["idempotencyKey", "privacyNoticeVersion"]);
  });

  it("reads a urlencoded post, with the franchise boxes as a list", () => {
    const form = new URLSearchParams(
      "formKind=enquiry&firstName=Ann&selectedFranchises=1&selectedFranchises=2&marketingConsent=yes",
    );
    expect(valuesFromForm(form)).toEqual({
      formKind: "enquiry",
      firstName: "Ann",
      selectedFranchises: ["1", "2"],
      marketingConsent: "yes",
    });
  });
});

describe("booking schema", () => {
  const booking = { formKind: "booking", firstName: "Ann", lastName: "Lee", email: "ann@example.com" };
  const event = { eventSlug: "first-franchise-evening-leeds-2026-12" };

  it("needs only a name, an email and the event; the phone, how they heard and marketing are optional", () => {
    const result = validateSubmission({ ...booking, ...event, ...meta });
    expect(result.ok && "phone" in result.data && result.data.phone).toBeFalsy();
    expect(result.ok && "heardFrom" in result.data && result.data.heardFrom).toBeFalsy();
    expect(result).toMatchObject({
      ok: true,
      data: {
        formKind: "booking",
        marketingConsent: false,
        waitlist: false,
      },
    });
  });

  it("checks the phone when given, how they heard from its list, and the event's slug", () => {
    const result = validateSubmission({ ...booking, phone: "12", heardFrom: "pigeon", eventSlug: "../x", ...meta });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["eventSlug", "heardFrom", "phone"]);
    expect(result.errors.phone).toMatch(/Enter a phone number/);
  });

  it("takes the waiting list and the marketing box only when ticked", () => {
    const form = valuesFromForm(
      new URLSearchParams({ ...booking, ...event, ...meta, waitlist: "yes", marketingConsent: "yes", phone: "" }),
    );
    expect(validateSubmission(form)).toMatchObject({ ok: true, data: { waitlist: true, marketingConsent: true } });
  });
});
