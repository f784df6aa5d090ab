/**
 * One load per server process, shared by every caller, including those that arrive while it runs. Issue 37:
 * `cache ??= await load()` assigns only after the await, so each request that came in cold (and each franchise
 * of each request, asking for the locations) started its own load of the same collection: 16 posts right after
 * a start took 16 times one. Keeping the promise, not its result, makes them all wait for the first. A load
 * that fails is forgotten, so the next caller tries again instead of meeting the same rejection forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
