import { describe, expect, it } from "vitest";
import { accordionFocusTarget } from "./accordion";

describe("accordionFocusTarget", () => {
  it("moves down and up, wrapping at both ends", () => {
    expect(accordionFocusTarget("ArrowDown", 0, 4)).toBe(1);
    expect(accordionFocusTarget("ArrowDown", 3, 4)).toBe(0);
    expect(accordionFocusTarget("ArrowUp", 0, 4)).toBe(3);
    expect(accordionFocusTarget("ArrowUp", 2, 4)).toBe(1);
  });

  it("jumps to the first and last header", () => {
    expect(accordionFocusTarget("Home", 2, 4)).toBe(0);
    expect(accordionFocusTarget("End", 1, 4)).toBe(3);
  });

  it("ignores other keys and empty lists", () => {
    expect(accordionFocusTarget("Enter", 1, 4)).toBeNull();
    expect(accordionFocusTarget("ArrowDown", 0, 0)).toBeNull();
  });
});
