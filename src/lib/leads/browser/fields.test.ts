import { describe, expect, it } from "vitest";
import { FIELD_RULES, constraintErrors, isSameSitePath, type ControlState } from "@/lib/leads/browser/fields";
import { validateFields } from "@/lib/leads/schema";

const state = (name: string, failing: Partial<ControlState["validity"]> = {}): ControlState => ({
  name,
  validity: {
    valid: Object.values(failing).every((value) => !value),
    valueMissing: false,
    tooLong: false,
    typeMismatch: false,
    patternMismatch: false,
    ...failing,
  },
});

describe("constraintErrors", () => {
  it("names each failing control once, in the words the server uses", () => {
    const errors = constraintErrors([
      state("firstName", { valueMissing: true }),
      state("email", { patternMismatch: true }),
      state("email", { valueMissing: true }),
      state("message", { tooLong: true }),
      state("lastName"),
      state("homepage", { valueMissing: true }),
    ]);
    expect(errors).toEqual({
      firstName: FIELD_RULES.firstName.required,
      email: FIELD_RULES.email.format,
      message: "Keep your message to 2,000 characters or fewer",
    });
    const server = validateFields("consultation", { firstName: "", email: "a@b", message: "x".repeat(2001) });
    expect(server.ok).toBe(false);
    if (!server.ok) {
      expect(server.errors.firstName).toBe(errors.firstName);
      expect(server.errors.email).toBe(errors.email);
      expect(server.errors.message).toBe(errors.message);
    }
  });
  it("finds nothing wrong with valid controls", () => {
    expect(constraintErrors([state("firstName"), state("phone")])).toEqual({});
  });
});

describe("isSameSitePath (the error page's back link)", () => {
  it.each(["/", "/contact", "/franchises/panwhistle-kitchen", "/services/a_b-c/"])("accepts %s", (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    "//2130706433",
    "//evil.example/contact",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "contact",
    "",
    "/contact\n",
    "/con\u0000tact",
    "/contact?x=1",
    `/${"a".repeat(201)}`,
  ])("refuses %j", (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 1, ["/contact"], { toString: () => "/contact" }])
      expect(isSameSitePath(value)).toBe(false);
  });
});
