/**
 * The browser side of the header suggestions: one GET of /search/suggest per query, after the visitor pauses
 * typing. Answers are kept for the page's life (typing back over a query costs nothing), and a request that a newer
 * query overtakes is aborted, so only the latest answer is shown. The URL carries the query's folded words only
 * (suggestQuery), so equal queries share one CDN cache entry.
 */
import { SUGGEST_MIN_CHARS, suggestHref, suggestQuery, type SuggestAnswer } from "./suggest";

/** How long typing must pause before the suggestions are asked for. */
export const KEYSTROKE_PAUSE_MS = 150;

const answers = new Map<string, SuggestAnswer>();
let inFlight: AbortController | undefined;

/** A kept answer for this query, if it was asked before (shown at once, without a request). */
export function keptAnswer(query: string): SuggestAnswer | undefined {
  return answers.get(suggestQuery(query));
}

/**
 * The suggestions for a query, or null when it is too short, a newer query overtook it, or the request failed
 * (offline): the list then keeps what it shows, and Enter still searches.
 */
export async function fetchSuggestions(query: string, fetcher: typeof fetch = fetch): Promise<SuggestAnswer | null> {
  const q = suggestQuery(query);
  if (q.length < SUGGEST_MIN_CHARS) return null;
  const kept = answers.get(q);
  if (kept) return kept;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const response = await fetcher(suggestHref(q), {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as SuggestAnswer;
    answers.set(q, answer);
    return controller === inFlight ? answer : null;
  } catch {
    return null;
  } finally {
    if (inFlight === controller) inFlight = undefined;
  }
}
