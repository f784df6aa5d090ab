// The thank-you view shows the owner's words with its placeholders filled from the contact details it is given.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ThankYou } from "./ThankYou";

const details = {
  headingLevel: 2 as const,
  replyWithin: "2 days",
  phoneDisplay: "020 0000 0000",
  phoneE164: "+442000000000",
  hoursDisplay: "Mon-Fri 9-5",
};

describe("the thank-you view", () => {
  it("fills each line's placeholders and makes the phone number a link where {phoneLink} stands", () => {
    const html = renderToStaticMarkup(
      createElement(ThankYou, {
        ...details,
        words: {
          heading: "Got it",
          lead: "Back within {replyWithin}.",
          steps: ["First, within {replyWithin}.", "Then a call."],
          sooner: "Sooner? Ring {phoneLink} ({hours}) today.",
        },
      }),
    );
    expect(html).toContain(">Got it</h2>");
    expect(html).toContain("Back within 2 days.");
    expect(html).toMatch(/First, within 2 days\..*Then a call\./s);
    expect(html).toContain(
      'Sooner? Ring <a href="tel:+442000000000" class="font-semibold text-brand-700 underline hover:no-underline">020\u00a00000\u00a00000</a> (Mon-Fri 9-5) today.',
    );
    expect(html).not.toContain("{");
  });
});
