import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("https://www.example.test/blog/vat-guide", "VAT & Tax: A Guide");

  it("gives X (with the title), Facebook and LinkedIn, each with the encoded page URL", () => {
    expect(links.map((link) => link.name)).toEqual(["X", "Facebook", "LinkedIn"]);
    for (const link of links) {
      expect(new URL(link.href).searchParams.get(link.network === "facebook" ? "u" : "url")).toBe(
        "https://www.example.test/blog/vat-guide",
      );
    }
    expect(new URL(links[0].href).searchParams.get("text")).toBe("VAT & Tax: A Guide");
  });

  it("uses the networks' own share addresses", () => {
    expect(links.map((link) => new URL(link.href).host)).toEqual(["x.com", "www.facebook.com", "www.linkedin.com"]);
  });
});
