import { describe, expect, it } from "vitest";
import { year } from "./fields";

describe("year", () => {
  const founded = year("Year founded", undefined, { min: 1900, max: 2026, isRequired: true });
  const established = year("Established", undefined, { min: 1900, max: 2026 });

  it("shows a stored year as its four digits and writes it back as a number", () => {
    expect(founded.parse(2003)).toBe("2003");
    expect(founded.serialize(founded.validate(founded.parse(2003)))).toEqual({ value: 2003 });
  });

  it("refuses a year out of range, saying which years it takes", () => {
    for (const typed of ["1899", "2027", "203", "20030", "2,003", "2003.5"])
      expect(() => founded.validate(typed), typed).toThrow("Year founded must be a year from 1900 to 2026");
    expect(() => founded.validate("1900")).not.toThrow();
    expect(() => founded.validate("2026")).not.toThrow();
  });

  it("writes nothing for an optional year left empty, and asks for a required one", () => {
    expect(established.parse(undefined)).toBe("");
    expect(established.serialize(established.validate(""))).toEqual({ value: undefined });
    expect(() => founded.validate("")).toThrow(/Year founded/);
  });

  it("refuses a stored value that is not a number, naming the field", () => {
    expect(() => founded.parse("2003")).toThrow("Year founded must be a year, in four digits");
  });
});
