/**
 * Once per client per window (issue 53 §7: 2,000 views of one page from one client counted 2,000, and one client's
 * 3,000 made-up paths made 3,000 rows): a counter is raised at most once per client in a window, and a client
 * raises at most `perClient` different counters in it (a person reads a few dozen pages in half an hour, not
 * hundreds). Kept in memory only, for one window, under a salted hash of the client's address that this process
 * alone can compute, so nothing here could say who counted what.
 */
import { createHash, randomBytes } from "node:crypto";

export interface ClientWindow {
  /** True when this client has not raised this counter in its window yet, and may raise another; records it. */
  admit(client: string, metric: string, key: string, now?: number): boolean;
}

export interface ClientWindowOptions {
  windowMs: number;
  /** The most different counters one client raises in a window. */
  perClient: number;
  /** The most clients remembered; past it the oldest window is forgotten (memory stays bounded under a flood). */
  maxClients?: number;
}

/** A memory of which counters each client raised in its current window (see the module's comment). */
export function createClientWindow({ windowMs, perClient, maxClients = 20_000 }: ClientWindowOptions): ClientWindow {
  const salt = randomBytes(16);
  const windows = new Map<string, { since: number; seen: Set<string> }>();
  const idOf = (client: string) => createHash("sha256").update(salt).update(client).digest("base64url").slice(0, 22);
  return {
    admit(client, metric, key, now = Date.now()) {
      const id = idOf(client);
      let window = windows.get(id);
      if (window && now - window.since >= windowMs) {
        windows.delete(id);
        window = undefined;
      }
      if (!window) {
        // Map keeps insertion order: the first entry is the oldest window.
        while (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
        window = { since: now, seen: new Set() };
        windows.set(id, window);
      }
      const counter = `${metric}\u0000${key}`;
      if (window.seen.has(counter) || window.seen.size >= perClient) return false;
      window.seen.add(counter);
      return true;
    },
  };
}
