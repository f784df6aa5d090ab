import { describe, expect, it } from "vitest";
import { aroundPlaceholder, placeholderParts } from "./around-placeholder";

describe("aroundPlaceholder", () => {
  it("gives the text either side of the placeholder, spaces and punctuation kept", () => {
    expect(aroundPlaceholder("We will call you on {when}.", "when")).toEqual({
      before: "We will call you on ",
      after: ".",
    });
    expect(aroundPlaceholder("{when} it is", "when")).toEqual({ before: "", after: " it is" });
  });

  it("leaves a line without it whole, and another placeholder as written", () => {
    expect(aroundPlaceholder("Call us on {phone}", "when")).toEqual({ before: "Call us on {phone}", after: "" });
  });
});

describe("placeholderParts", () => {
  it("cuts a line at each placeholder asked for, in order, however often each is used", () => {
    expect(placeholderParts("Choose {a} or {b}, then {a}.", ["b", "a"])).toEqual([
      { text: "Choose " },
      { name: "a" },
      { text: " or " },
      { name: "b" },
      { text: ", then " },
      { name: "a" },
      { text: "." },
    ]);
  });

  it("leaves out empty words, and keeps other placeholders as written", () => {
    expect(placeholderParts("{a}{b} at {when}", ["a", "b"])).toEqual([
      { name: "a" },
      { name: "b" },
      { text: " at {when}" },
    ]);
    expect(placeholderParts("No names here", ["a"])).toEqual([{ text: "No names here" }]);
  });
});
