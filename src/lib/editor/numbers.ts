/**
 * Keystatic's number fields (fields.integer, fields.number), with one fix: a box emptied by the owner holds no
 * number. Their input (the NumberField of Keystatic's UI kit, over react-stately's number field state) hands over
 * NaN for an emptied box, and @keystatic/core 0.6.9 passes it on (it maps only `undefined` to "no number"):
 * fields.integer's own check then refuses it as "must be a whole number", so an optional figure could never be
 * cleared, and fields.number's lets it through to be saved, for the build to refuse. Read as no number, an emptied
 * box is what the built-in makes of a field left out: an optional figure is saved left out of the file (the schema
 * reads it as not stated), and a required one is refused as "… is required". Everything else is the built-in's
 * own: its input, its checks, what it reads and writes.
 */
import { createElement } from "react";
import { fields } from "@keystatic/core";

/** What the number input handed over, with an emptied box (NaN) read as no number, as Keystatic stores it. */
export const emptiedAsNothing = (value: number | null): number | null =>
  value !== null && Number.isNaN(value) ? null : value;

/** A built-in number field whose Input reads an emptied box as no number (see above). */
function withEmptiedAsNothing<Field extends ReturnType<typeof fields.integer>>(base: Field): Field {
  return {
    ...base,
    Input: (props) =>
      createElement(base.Input, { ...props, onChange: (value) => props.onChange(emptiedAsNothing(value)) }),
  };
}

/** Use these in place of `fields.integer` and `fields.number`: the same fields, and an emptied box can be saved. */
export const numbers = {
  integer: (args: Parameters<typeof fields.integer>[0]) => withEmptiedAsNothing(fields.integer(args)),
  number: (args: Parameters<typeof fields.number>[0]) => withEmptiedAsNothing(fields.number(args)),
};
