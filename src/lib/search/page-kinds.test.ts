import { describe, expect, it } from "vitest";
import { pathOfBuiltFile, searchKindOf } from "./page-kinds";

describe("searchKindOf", () => {
  it("sorts the collections' pages by their folder", () => {
    expect(searchKindOf("/franchises/any-brand")).toBe("franchise");
    expect(searchKindOf("/blog/any-article")).toBe("article");
    expect(searchKindOf("/services/any-service")).toBe("service");
    expect(searchKindOf("/locations/any-place")).toBe("location");
  });

  it("leaves out listings, which repeat the cards of the pages they list", () => {
    for (const path of ["/franchises/category", "/blog/page", "/franchises/search", "/franchises/category/food"])
      expect(searchKindOf(path)).toBeNull();
  });

  it("keeps the main and legal pages and drops the rest (thank-you, error and editors' pages)", () => {
    expect(searchKindOf("/")).toBe("page");
    expect(searchKindOf("/terms")).toBe("page");
    expect(searchKindOf("/services")).toBe("service");
    for (const path of ["/404", "/thank-you", "/lead-error", "/editors/mdx-kit", "/franchises/404"])
      expect(searchKindOf(path)).toBeNull();
  });
});

describe("pathOfBuiltFile", () => {
  it("turns a file of the client build into the path it is served at", () => {
    expect(pathOfBuiltFile("index.html")).toBe("/");
    expect(pathOfBuiltFile("blog/vat-for-franchisees.html")).toBe("/blog/vat-for-franchisees");
    expect(pathOfBuiltFile("about.html")).toBe("/about");
  });
});
