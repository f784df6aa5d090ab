import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanStores } from "nanostores";
import { SHORTLIST_COOKIE, SHORTLIST_LEGACY_STORAGE_KEY, SHORTLIST_MAX } from "@/lib/decide/shortlist";

/** A browser's cookie jar for one site, as much of it as `document.cookie` shows: name=value pairs. */
class CookieJar extends EventTarget {
  jar = new Map<string, string>();
  lines: string[] = [];
  visibilityState = "visible";
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  set cookie(line: string) {
    this.lines.push(line);
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const [name, value] = pair.split("=");
    if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

const document = new CookieJar();
const storage = new Map<string, string>();
const window = new EventTarget();
let store: typeof import("@/lib/stores/shortlist");

beforeAll(async () => {
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", { protocol: "https:" });
  vi.stubGlobal("addEventListener", window.addEventListener.bind(window));
  vi.stubGlobal("removeEventListener", window.removeEventListener.bind(window));
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  // An old visitor's list, saved before the cookie, and a cookie list from another page: both are kept.
  storage.set(SHORTLIST_LEGACY_STORAGE_KEY, JSON.stringify(["legacy-one", "shared"]));
  document.cookie = `${SHORTLIST_COOKIE}=shared.cookie-one; Path=/`;
  // Fresh, so the store reads the old list and the cookie above, whatever file the worker ran before this one.
  vi.resetModules();
  store = await import("@/lib/stores/shortlist");
});
// The unit step shares a worker between files: the next one must not see this file's browser stand-ins, and the
// store must not unmount into them later (nanostores unmounts a store on a timer once its last listener goes).
afterAll(() => {
  cleanStores(store.$shortlist);
  vi.unstubAllGlobals();
});

describe("migrating the localStorage list", () => {
  it("merges the old list into the cookie once, then removes the old key", () => {
    const unsubscribe = store.$shortlist.listen(() => {});
    expect(store.$shortlist.get()).toEqual(["shared", "cookie-one", "legacy-one"]);
    expect(document.jar.get(SHORTLIST_COOKIE)).toBe("shared.cookie-one.legacy-one");
    expect(storage.has(SHORTLIST_LEGACY_STORAGE_KEY)).toBe(false);
    unsubscribe();
  });
});

describe("shortlist actions", () => {
  let unsubscribe: () => void;
  beforeEach(() => {
    store.clearShortlist();
    unsubscribe = store.$shortlist.listen(() => {});
  });
  afterEach(() => unsubscribe());

  it("saves in order, once each, and keeps the list in a Secure, Lax cookie", () => {
    expect(store.saveToShortlist("alpha")).toBe("saved");
    expect(store.saveToShortlist("beta")).toBe("saved");
    expect(store.saveToShortlist("alpha")).toBe("already-saved");
    expect(store.$shortlist.get()).toEqual(["alpha", "beta"]);
    expect(document.jar.get(SHORTLIST_COOKIE)).toBe("alpha.beta");
    expect(document.lines.at(-1)).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });

  it("refuses a save at the cap and keeps the list as it was", () => {
    for (let i = 0; i < SHORTLIST_MAX; i += 1) expect(store.saveToShortlist(`f${i}`)).toBe("saved");
    const before = document.lines.length;
    expect(store.saveToShortlist("one-too-many")).toBe("full");
    expect(document.lines.length).toBe(before); // nothing written for a refusal
    expect(store.$shortlist.get()).toHaveLength(SHORTLIST_MAX);
    store.removeFromShortlist("f0");
    expect(store.saveToShortlist("one-too-many")).toBe("saved");
  });

  it("removes, toggles and clears; clearing deletes the cookie", () => {
    store.saveToShortlist("alpha");
    expect(store.removeFromShortlist("beta")).toBe("not-saved");
    expect(store.toggleShortlist("beta")).toBe("saved");
    expect(store.toggleShortlist("alpha")).toBe("removed");
    expect(store.$shortlist.get()).toEqual(["beta"]);
    store.clearShortlist();
    expect(store.$shortlist.get()).toEqual([]);
    expect(document.jar.has(SHORTLIST_COOKIE)).toBe(false);
  });

  it("refuses malformed slugs", () => {
    expect(store.saveToShortlist("<script>")).toBe("invalid");
    expect(store.saveToShortlist("")).toBe("invalid");
    expect(store.$shortlist.get()).toEqual([]);
  });

  it("picks up a list changed by another tab or page when this one is shown again", () => {
    store.saveToShortlist("alpha");
    document.cookie = `${SHORTLIST_COOKIE}=alpha.gamma; Path=/`;
    window.dispatchEvent(new Event("pageshow"));
    expect(store.$shortlist.get()).toEqual(["alpha", "gamma"]);
    document.cookie = `${SHORTLIST_COOKIE}=gamma; Path=/`;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(store.$shortlist.get()).toEqual(["gamma"]);
  });

  it("acts on the cookie as it is now, not as this tab last saw it", () => {
    store.saveToShortlist("alpha");
    document.cookie = `${SHORTLIST_COOKIE}=alpha.beta; Path=/`; // saved in another tab, no event yet
    expect(store.saveToShortlist("gamma")).toBe("saved");
    expect(document.jar.get(SHORTLIST_COOKIE)).toBe("alpha.beta.gamma");
  });
});
