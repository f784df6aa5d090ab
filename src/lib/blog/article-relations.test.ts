import { describe, expect, it } from "vitest";
import { adjacentArticles, relatedArticles } from "./article-relations";

const a = (slug: string, key: string) => ({ slug, category: { key } });
const list = [
  a("newest", "basics"),
  a("middle", "legal"),
  a("older", "basics"),
  a("oldest", "basics"),
  a("last", "basics"),
];

describe("adjacentArticles", () => {
  it("gives the neighbours in list order", () => {
    expect(adjacentArticles(list, "middle")).toEqual({ previous: list[0], next: list[2] });
  });

  it("has no previous for the first and no next for the last", () => {
    expect(adjacentArticles(list, "newest").previous).toBeUndefined();
    expect(adjacentArticles(list, "last").next).toBeUndefined();
  });

  it("gives nothing for an unknown slug", () => {
    expect(adjacentArticles(list, "nope")).toEqual({ previous: undefined, next: undefined });
  });
});

describe("relatedArticles", () => {
  it("gives at most 2 others of the same category, in list order", () => {
    expect(relatedArticles(list, list[2]).map((x) => x.slug)).toEqual(["newest", "oldest"]);
  });

  it("gives fewer when the category has fewer, never the article itself", () => {
    expect(relatedArticles(list, list[1])).toEqual([]);
  });
});
