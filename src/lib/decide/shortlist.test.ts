import { describe, expect, it } from "vitest";
import {
  SHORTLIST_COOKIE,
  SHORTLIST_COOKIE_MAX_AGE,
  SHORTLIST_FULL_MESSAGE,
  SHORTLIST_MAX,
  addManyToShortlist,
  addToShortlist,
  decodeLegacyShortlist,
  decodeShortlistCookie,
  encodeShortlistCookie,
  isFromAnotherSite,
  readShortlistCookie,
  readShortlistNotice,
  removeFromShortlist,
  shortlistCookie,
  shortlistInlineScript,
  shortlistNoticeHref,
  shortlistNoticeText,
  type ShortlistNoticeWords,
  toggleInShortlist,
} from "@/lib/decide/shortlist";

const many = (count: number) => Array.from({ length: count }, (_, i) => `f${i}`);

describe("the shortlist cookie's value", () => {
  it("round-trips a list, oldest first", () => {
    const list = ["alpha", "beta-2", "gamma"];
    expect(decodeShortlistCookie(encodeShortlistCookie(list))).toEqual(list);
  });

  it("drops bad values, repeats and overflow", () => {
    expect(decodeShortlistCookie(undefined)).toEqual([]);
    expect(decodeShortlistCookie("")).toEqual([]);
    expect(decodeShortlistCookie("....")).toEqual([]);
    expect(decodeShortlistCookie("a.a.b.a")).toEqual(["a", "b"]);
    expect(decodeShortlistCookie("Bad Slug.<script>.%22x%22.-dash.ok")).toEqual(["ok"]);
    expect(decodeShortlistCookie('["a","b"]')).toEqual([]);
    expect(decodeShortlistCookie(many(30).join("."))).toEqual(many(SHORTLIST_MAX));
    // A huge tampered value is cut before it is split, and still yields at most the cap.
    expect(decodeShortlistCookie("x".repeat(100_000))).toEqual([]);
    expect(decodeShortlistCookie(`${"a.".repeat(50_000)}b`)).toEqual(["a"]);
  });

  it("encodes only what decoding would keep", () => {
    expect(encodeShortlistCookie(["a", "a", "NOT", "b"])).toBe("a.b");
    expect(encodeShortlistCookie(many(SHORTLIST_MAX + 5)).split(".")).toHaveLength(SHORTLIST_MAX);
  });

  it("finds the list in a Cookie header among other cookies", () => {
    expect(readShortlistCookie(`theme=dark; ${SHORTLIST_COOKIE}=a.b; other=1`)).toEqual(["a", "b"]);
    expect(readShortlistCookie(`${SHORTLIST_COOKIE}x=a; x${SHORTLIST_COOKIE}=b`)).toEqual([]);
    expect(readShortlistCookie(null)).toEqual([]);
    expect(readShortlistCookie("garbage;;=;")).toEqual([]);
  });
});

describe("the cookie line", () => {
  it("is site wide, Lax, a year long, and Secure on https", () => {
    const line = shortlistCookie(["a", "b"], { secure: true });
    expect(line).toBe(`${SHORTLIST_COOKIE}=a.b; Path=/; Max-Age=${SHORTLIST_COOKIE_MAX_AGE}; SameSite=Lax; Secure`);
    expect(SHORTLIST_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    expect(shortlistCookie(["a"], { secure: false })).not.toMatch(/Secure/);
    expect(shortlistCookie(["a"], { secure: false })).not.toMatch(/HttpOnly/); // the pages' inline lines read it
  });

  it("deletes the cookie for an empty list", () => {
    expect(shortlistCookie([], { secure: false })).toMatch(new RegExp(`^${SHORTLIST_COOKIE}=; Path=/; Max-Age=0;`));
  });
});

describe("the inline scripts' reading of the cookie", () => {
  /** Runs an inline script whose body reports `s`, in a fake page; returns what it saw and a Back-Forward trigger. */
  function run(cookie: string) {
    const seen: string[][] = [];
    const listeners: ((event: { persisted: boolean }) => void)[] = [];
    const page = { document: { cookie }, report: (s: string[]) => seen.push(s) };
    new Function("document", "report", "addEventListener", shortlistInlineScript("report(s)"))(
      page.document,
      page.report,
      (type: string, listener: (event: { persisted: boolean }) => void) =>
        type === "pageshow" && listeners.push(listener),
    );
    return { seen, page, show: (persisted: boolean) => listeners.forEach((listener) => listener({ persisted })) };
  }

  it("reads the same list the server writes", () => {
    expect(run(`a=1; ${SHORTLIST_COOKIE}=alpha.beta; b=2`).seen).toEqual([["alpha", "beta"]]);
    expect(run(`${SHORTLIST_COOKIE}=alpha`).seen).toEqual([["alpha"]]);
    expect(run("").seen).toEqual([[]]);
    expect(run(`x${SHORTLIST_COOKIE}=alpha`).seen).toEqual([[]]);
    expect(run(`${SHORTLIST_COOKIE}=`).seen).toEqual([[]]);
  });

  it("reads it again when the page returns from the back-forward cache, not on a first show", () => {
    const { seen, page, show } = run(`${SHORTLIST_COOKIE}=alpha`);
    show(false);
    expect(seen).toEqual([["alpha"]]);
    page.document.cookie = `${SHORTLIST_COOKIE}=alpha.beta`;
    show(true);
    expect(seen).toEqual([["alpha"], ["alpha", "beta"]]);
  });
});

describe("list rules", () => {
  it("adds in order, once each, and refuses malformed slugs", () => {
    let list: string[] = [];
    ({ list } = addToShortlist(list, "alpha"));
    const again = addToShortlist(list, "alpha");
    expect(again).toEqual({ list: ["alpha"], outcome: "already-saved" });
    expect(addToShortlist(list, "beta")).toEqual({ list: ["alpha", "beta"], outcome: "saved" });
    expect(addToShortlist(list, "<script>").outcome).toBe("invalid");
    expect(addToShortlist(list, "").outcome).toBe("invalid");
  });

  it("refuses an add at the cap and leaves the list as it was", () => {
    const full = many(SHORTLIST_MAX);
    expect(addToShortlist(full, "one-more")).toEqual({ list: full, outcome: "full" });
    // A repeat at the cap is reported as already saved, not full.
    expect(addToShortlist(full, "f0").outcome).toBe("already-saved");
    expect(addToShortlist(full.slice(1), "one-more").outcome).toBe("saved");
  });

  it("removes and toggles without changing the list it was given", () => {
    const list = ["a", "b"];
    expect(removeFromShortlist(list, "c")).toEqual({ list, outcome: "not-saved" });
    expect(removeFromShortlist(list, "a")).toEqual({ list: ["b"], outcome: "removed" });
    expect(toggleInShortlist(list, "b")).toEqual({ list: ["a"], outcome: "removed" });
    expect(toggleInShortlist(list, "c")).toEqual({ list: ["a", "b", "c"], outcome: "saved" });
    expect(list).toEqual(["a", "b"]);
  });
});

describe("who may change the list with a GET", () => {
  it("our own pages, a typed address and a client without the header; never another site", () => {
    expect(isFromAnotherSite("same-origin")).toBe(false);
    expect(isFromAnotherSite("none")).toBe(false);
    expect(isFromAnotherSite(null)).toBe(false);
    expect(isFromAnotherSite("cross-site")).toBe(true);
    expect(isFromAnotherSite("same-site")).toBe(true);
  });
});

describe("the old localStorage list", () => {
  it("survives anything in storage", () => {
    expect(decodeLegacyShortlist(null)).toEqual([]);
    expect(decodeLegacyShortlist("not json")).toEqual([]);
    expect(decodeLegacyShortlist('{"a":1}')).toEqual([]);
    expect(decodeLegacyShortlist('["a", 3, "a", "Bad Slug", "b"]')).toEqual(["a", "b"]);
    expect(decodeLegacyShortlist(JSON.stringify(many(30)))).toHaveLength(SHORTLIST_MAX);
  });
});

/** Frozen notice words (the owner's are in decide.yaml): each names its notice, so a test sees which was chosen. */
const WORDS: ShortlistNoticeWords = {
  unknown: "unknown",
  cleared: "cleared",
  savedMany: "saved many",
  notSavedMany: "cookies refused, several",
  removed: "removed {name}",
  notSaved: "cookies refused, {name}",
  saved: "saved {name}",
  alreadySaved: "{name} already saved",
};

describe("what /shortlist says after a change", () => {
  const names: Record<string, string> = { alpha: "Alpha Clean", beta: "Beta Kids" };
  const nameOf = (slug: string) => names[slug];
  const say = (href: string, saved: string[]) => {
    const notice = readShortlistNotice(new URL(href, "http://x").searchParams);
    return notice && shortlistNoticeText(notice, saved, nameOf, WORDS);
  };

  it("round-trips each notice through the redirect address", () => {
    expect(say(shortlistNoticeHref("saved", "alpha"), ["alpha"])).toBe("saved Alpha Clean");
    expect(say(shortlistNoticeHref("already-saved", "alpha"), ["alpha"])).toBe("Alpha Clean already saved");
    expect(say(shortlistNoticeHref("full", "beta"), many(SHORTLIST_MAX))).toBe(SHORTLIST_FULL_MESSAGE);
    expect(say(shortlistNoticeHref("unknown"), [])).toBe("unknown");
    expect(say(shortlistNoticeHref("removed", "alpha"), [])).toBe("removed Alpha Clean");
    expect(say(shortlistNoticeHref("cleared"), [])).toBe("cleared");
  });

  it("tells the truth when the list does not match the notice", () => {
    // Saved, but the browser came back without it: its cookies are blocked.
    expect(say(shortlistNoticeHref("saved", "alpha"), [])).toBe("cookies refused, Alpha Clean");
    // A stale or shared address says nothing false.
    expect(say(shortlistNoticeHref("removed", "alpha"), ["alpha"])).toBeUndefined();
    expect(say(shortlistNoticeHref("cleared"), ["alpha"])).toBeUndefined();
    expect(say(shortlistNoticeHref("saved", "no-such"), ["no-such"])).toBeUndefined();
  });

  it("ignores unknown notices and malformed slugs", () => {
    expect(say("/shortlist?done=hacked&f=alpha", ["alpha"])).toBeUndefined();
    expect(say("/shortlist", [])).toBeUndefined();
    expect(shortlistNoticeHref("saved", "<b>")).toBe("/shortlist?done=saved");
    expect(say("/shortlist?done=saved&f=%3Cb%3E", [])).toBeUndefined();
  });
});

describe("saving several at once (/match's Save and Enquire buttons)", () => {
  it("adds in order, skips repeats and malformed slugs, and says when the cap stopped it", () => {
    expect(addManyToShortlist(["a"], ["b", "a", "Not A Slug", "c"])).toEqual({
      list: ["a", "b", "c"],
      outcome: "saved",
    });
    const nearlyFull = Array.from({ length: SHORTLIST_MAX - 1 }, (_, index) => `saved-${index}`);
    const { list, outcome } = addManyToShortlist(nearlyFull, ["x", "y"]);
    expect(list).toHaveLength(SHORTLIST_MAX);
    expect(list.at(-1)).toBe("x");
    expect(outcome).toBe("full");
  });
  it("reports a several-at-once save, or that the browser kept no cookie", () => {
    expect(readShortlistNotice(new URLSearchParams("done=saved-many"))).toEqual({ notice: "saved-many" });
    expect(shortlistNoticeText({ notice: "saved-many" }, ["a"], () => "A", WORDS)).toBe("saved many");
    expect(shortlistNoticeText({ notice: "saved-many" }, [], () => undefined, WORDS)).toBe("cookies refused, several");
  });
});
