import { describe, expect, it } from "vitest";
import { loadOnce } from "@/lib/content/load-once";

describe("loadOnce", () => {
  it("gives callers that arrive while the load runs the same load, not one each", async () => {
    let loads = 0;
    let finish!: (value: string[]) => void;
    const get = loadOnce(() => {
      loads += 1;
      return new Promise<string[]>((resolve) => (finish = resolve));
    });
    const callers = Array.from({ length: 32 }, () => get());
    finish(["a"]);
    const results = await Promise.all(callers);
    expect(loads).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(await get()).toBe(results[0]);
    expect(loads).toBe(1);
  });

  it("forgets a failed load, so the next caller loads again", async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error("disk busy");
      return loads;
    });
    await expect(get()).rejects.toThrow("disk busy");
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
  });
});
