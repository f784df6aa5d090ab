import { describe, expect, it } from "vitest";
import { callToken, readCallToken, readSeatToken, seatToken } from "@/lib/leads/lead-token";

const SECRET = "a-test-secret-of-thirty-two-characters!";

describe("the signed links of a visitor's own booking", () => {
  it("names its lead to the secret that made it, and to no other", () => {
    const token = callToken(42, SECRET);
    expect(readCallToken(token, SECRET)).toBe(42);
    expect(readCallToken(token, `${SECRET}x`)).toBeUndefined();
    expect(readSeatToken(seatToken(42, SECRET), SECRET)).toBe(42);
  });

  it("refuses another lead's id with this one's signature, and anything malformed", () => {
    const [, signature] = callToken(42, SECRET).split(".");
    expect(readCallToken(`43.${signature}`, SECRET)).toBeUndefined();
    for (const bad of ["", "42", "42.", "0.abc", `42.${signature}x`, `-1.${signature}`])
      expect(readCallToken(bad, SECRET)).toBeUndefined();
  });

  it("keeps a call's link and a seat's apart: neither opens the other's page", () => {
    expect(readSeatToken(callToken(42, SECRET), SECRET)).toBeUndefined();
    expect(readCallToken(seatToken(42, SECRET), SECRET)).toBeUndefined();
  });
});
