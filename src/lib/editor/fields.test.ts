import { describe, expect, it } from "vitest";
import { slugRefusing, year } from "./fields";

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

describe("slugRefusing", () => {
  const slug = slugRefusing({ name: { label: "Slug" }, slug: { label: "File name" } }, ({ name, slug: file }) =>
    name === "leeds" && file !== "leeds" ? "Leeds is already on the site" : undefined,
  );

  it("refuses what its rule refuses, with the rule's words, and keeps Keystatic's own checks", () => {
    expect(() => slug.validate({ name: "leeds", slug: "leeds-1" }, undefined)).toThrow("Leeds is already on the site");
    expect(slug.validate({ name: "leeds", slug: "leeds" }, undefined)).toEqual({ name: "leeds", slug: "leeds" });
    expect(() => slug.validate({ name: "bath", slug: "" }, undefined)).toThrow(/File name/);
  });
});
