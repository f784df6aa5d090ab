import { describe, expect, it } from "vitest";
import { LIQUID_CASH } from "@/lib/leads/schema";
import { liquidCashBand } from "./liquid-cash-band";

describe("liquidCashBand", () => {
  it("maps figures to the enquiry form's bands, a boundary starting the higher band", () => {
    expect(liquidCashBand(1_000)).toBe("0-25k");
    expect(liquidCashBand(24_999)).toBe("0-25k");
    expect(liquidCashBand(25_000)).toBe("25-50k");
    expect(liquidCashBand(75_000)).toBe("50-100k");
    expect(liquidCashBand(100_000)).toBe("100-250k");
    expect(liquidCashBand(300_000)).toBe("250-500k");
    expect(liquidCashBand(500_000)).toBe("500k+");
    expect(liquidCashBand(9_000_000)).toBe("500k+");
  });
  it("only ever answers with a band the form offers", () => {
    for (const cash of [0, 1, 25_000, 49_999, 50_000, 250_000, 10_000_000]) {
      expect(LIQUID_CASH).toContain(liquidCashBand(cash));
    }
  });
});
