import { describe, expect, it } from "vitest";
import { createClientWindow } from "./client-window";

describe("createClientWindow", () => {
  it("admits a counter once per client per window, and again once the window has passed", () => {
    const window = createClientWindow({ windowMs: 1000, perClient: 10 });
    expect(window.admit("a", "view", "/about", 0)).toBe(true);
    expect(window.admit("a", "view", "/about", 999)).toBe(false);
    expect(window.admit("b", "view", "/about", 999)).toBe(true);
    expect(window.admit("a", "search", "/about", 999)).toBe(true);
    expect(window.admit("a", "view", "/about", 1000)).toBe(true);
  });

  it("admits at most perClient different counters of one client in a window", () => {
    const window = createClientWindow({ windowMs: 1000, perClient: 3 });
    const admitted = Array.from({ length: 6 }, (_, n) => window.admit("a", "view", `/p${n}`, 0));
    expect(admitted).toEqual([true, true, true, false, false, false]);
    expect(window.admit("b", "view", "/p5", 0)).toBe(true);
  });

  it("forgets the oldest client's window past maxClients", () => {
    const window = createClientWindow({ windowMs: 1000, perClient: 3, maxClients: 2 });
    window.admit("a", "view", "/x", 0);
    window.admit("b", "view", "/x", 0);
    window.admit("c", "view", "/x", 0);
    expect(window.admit("b", "view", "/x", 1)).toBe(false);
    expect(window.admit("a", "view", "/x", 1)).toBe(true);
  });
});
