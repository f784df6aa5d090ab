import { describe, expect, it } from "vitest";
import { fetchSuggestions, keptAnswer } from "./suggest-client";
import type { SuggestAnswer } from "./suggest";

const answerFor = (q: string): SuggestAnswer => ({
  q,
  groups: [{ kind: "article", options: [{ href: "/a", title: q }] }],
});

/** A fetch that records the URLs asked and answers each when told to. */
function controlledFetch() {
  const asked: { url: string; signal: AbortSignal; answer: () => void }[] = [];
  const fetcher = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const q = new URL(url, "http://x").searchParams.get("q")!;
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      asked.push({ url, signal: init.signal!, answer: () => resolve(Response.json(answerFor(q))) });
    })) as unknown as typeof fetch;
  return { asked, fetcher };
}

describe("the suggestions' browser side", () => {
  it("asks once per query, folded, and keeps the answer for the page's life", async () => {
    const { asked, fetcher } = controlledFetch();
    const pending = fetchSuggestions("  Refund ", fetcher);
    asked[0]!.answer();
    expect(await pending).toEqual(answerFor("refund"));
    expect(asked.map((request) => request.url)).toEqual(["/search/suggest?q=refund"]);
    expect(keptAnswer("REFUND")).toEqual(answerFor("refund"));
    expect(await fetchSuggestions("refund", fetcher)).toEqual(answerFor("refund"));
    expect(asked).toHaveLength(1);
  });

  it("aborts a request a newer query overtakes, and shows only the newer answer", async () => {
    const { asked, fetcher } = controlledFetch();
    const older = fetchSuggestions("leeds", fetcher);
    const newer = fetchSuggestions("leeds coffee", fetcher);
    expect(asked[0]!.signal.aborted).toBe(true);
    asked[1]!.answer();
    expect(await older).toBeNull();
    expect(await newer).toEqual(answerFor("leeds coffee"));
  });

  it("asks nothing under two characters, and gives up quietly when the request fails", async () => {
    const { asked, fetcher } = controlledFetch();
    expect(await fetchSuggestions(" a ", fetcher)).toBeNull();
    expect(asked).toHaveLength(0);
    const failing = (() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch;
    expect(await fetchSuggestions("offline", failing)).toBeNull();
    expect(keptAnswer("offline")).toBeUndefined();
  });
});
