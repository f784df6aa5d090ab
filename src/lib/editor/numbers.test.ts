import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { fields } from "@keystatic/core";
import { numbers } from "./numbers";

type NumberInputProps = { value: number | null; onChange: (value: number | null) => void };

/** What the field's Input hands to Keystatic when its number box hands it `typed` (NaN: the box emptied). */
function handedOver(field: ReturnType<typeof numbers.integer>, typed: number): unknown {
  const onChange = vi.fn();
  const props = { value: 12, onChange, autoFocus: false, forceValidation: false };
  const element = field.Input(props as never) as ReactElement<NumberInputProps>;
  element.props.onChange(typed);
  return onChange.mock.calls[0]?.[0];
}

describe("numbers", () => {
  const outlets = numbers.integer({ label: "Franchisees trading", validation: { min: 0 } });
  const capacity = numbers.integer({ label: "Capacity", validation: { isRequired: true, min: 1 } });
  const price = numbers.number({ label: "Price (£)", step: 0.01, validation: { isRequired: true, min: 0 } });

  it("is needed: Keystatic's own integer field refuses the NaN its emptied box hands over", () => {
    expect(() => fields.integer({ label: "Franchisees trading" }).validate(Number.NaN)).toThrow(
      "Franchisees trading must be a whole number",
    );
  });

  it("hands over an emptied box as no number, and a typed number as it is", () => {
    for (const field of [outlets, capacity, price]) {
      expect(handedOver(field, Number.NaN)).toBeNull();
      expect(handedOver(field, 7)).toBe(7);
      expect(handedOver(field, 0)).toBe(0);
    }
  });

  it("saves an optional figure emptied as left out of the file, and refuses a required one as required", () => {
    expect(outlets.serialize(outlets.validate(null))).toEqual({ value: undefined });
    expect(() => capacity.validate(null)).toThrow("Capacity is required");
    expect(() => price.validate(null)).toThrow("Price (£) is required");
  });

  it("keeps the built-in's own checks and what it reads and writes", () => {
    expect(() => outlets.validate(-1)).toThrow("Franchisees trading must be at least 0");
    expect(outlets.parse(46)).toBe(46);
    expect(outlets.parse(undefined)).toBeNull();
    expect(outlets.serialize(46)).toEqual({ value: 46 });
  });
});
