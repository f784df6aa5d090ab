import { describe, expect, it } from "vitest";
import { callToken, readCallToken } from "@/lib/leads/call-token";

const SECRET = "a-test-secret-of-thirty-two-characters!";

describe("the change-or-cancel token of a free call", () => {
  it("names its lead to the secret that made it, and to no other", () => {
    const token = callToken(42, SECRET);
    expect(readCallToken(token, SECRET)).toBe(42);
    expect(readCallToken(token, `${SECRET}x`)).toBeUndefined();
  });

  it("refuses another lead's id with this one's signature, and anything malformed", () => {
    const [, signature] = callToken(42, SECRET).split(".");
    expect(readCallToken(`43.${signature}`, SECRET)).toBeUndefined();
    for (const bad of ["", "42", "42.", "0.abc", `42.${signature}x`, `-1.${signature}`])
      expect(readCallToken(bad, SECRET)).toBeUndefined();
  });
});
