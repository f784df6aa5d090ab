import { describe, expect, it } from "vitest";
import { isCurrentNav, normalizePath } from "./is-current-nav";

describe("normalizePath", () => {
  it("drops .html, index.html and trailing slashes", () => {
    expect(normalizePath("/about.html")).toBe("/about");
    expect(normalizePath("/index.html")).toBe("/");
    expect(normalizePath("/blog/")).toBe("/blog");
    expect(normalizePath("/")).toBe("/");
  });
});

describe("isCurrentNav", () => {
  it("marks a page and the pages inside its section", () => {
    expect(isCurrentNav("/about", "/about.html")).toBe(true);
    expect(isCurrentNav("/franchises", "/franchises/mendrow-physiotherapy")).toBe(true);
    expect(isCurrentNav("/services", "/services/business-coaching.html")).toBe(true);
  });

  it("matches Home only on the home page", () => {
    expect(isCurrentNav("/", "/index.html")).toBe(true);
    expect(isCurrentNav("/", "/about")).toBe(false);
  });

  it("does not match a different page that shares a prefix", () => {
    expect(isCurrentNav("/blog", "/blogroll")).toBe(false);
  });
});
