import { afterEach, describe, expect, it, vi } from "vitest";
import { $searchIndex, loadSearchIndex, resetSearchIndex } from "./search-index";

const entry = {
  id: "1",
  slug: "a",
  name: "A",
  categoryKey: "care",
  categoryName: "Care",
  territoryNames: ["York"],
};

afterEach(resetSearchIndex);

describe("loadSearchIndex", () => {
  it("fetches once, however many islands ask", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify([entry])));
    await Promise.all([loadSearchIndex("/index.json", fetcher), loadSearchIndex("/index.json", fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect($searchIndex.get()).toEqual([entry]);
  });

  it("settles on an empty list when the request fails or answers an error", async () => {
    await loadSearchIndex(
      "/index.json",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    expect($searchIndex.get()).toEqual([]);
    resetSearchIndex();
    await loadSearchIndex(
      "/index.json",
      vi.fn(async () => Promise.reject(new Error("offline"))),
    );
    expect($searchIndex.get()).toEqual([]);
  });
});
