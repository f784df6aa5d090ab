import { describe, expect, it } from "vitest";
import { aroundPlaceholder } from "./around-placeholder";

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
