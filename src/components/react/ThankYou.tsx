/**
 * The thank-you view after a lead is sent: what happens next, and no way back to the form. Its words are the
 * owner's (src/content/pages/contact.yaml, `thankYou`), with the placeholders filled here from the contact details.
 */
import { useEffect, useRef } from "react";
import type { ThankYouCopy } from "@/lib/schemas/copy-schemas";

export interface ThankYouProps {
  /** Focus the heading when the view replaces the form, so screen readers announce it. */
  focusOnMount?: boolean;
  headingLevel: 1 | 2 | 3;
  replyWithin: string;
  phoneDisplay: string;
  phoneE164: string;
  hoursDisplay: string;
  words: ThankYouCopy;
}

export function ThankYou({
  focusOnMount = false,
  headingLevel,
  replyWithin,
  phoneDisplay,
  phoneE164,
  hoursDisplay,
  words,
}: ThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as "h1" | "h2" | "h3";
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const fill = (line: string) => line.replaceAll("{replyWithin}", replyWithin).replaceAll("{hours}", hoursDisplay);
  const [beforePhone, afterPhone = ""] = fill(words.sooner).split("{phoneLink}");
  return (
    <div className="rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm sm:p-8" data-testid="lead-thank-you">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          className="h-7 w-7 text-emerald-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {fill(words.heading)}
      </Heading>
      <p className="mt-3 text-lg text-slate-700">{fill(words.lead)}</p>
      <ol className="mt-6 space-y-4">
        {words.steps.map(fill).map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="pt-1 text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-slate-700">
        {beforePhone}
        <a href={`tel:${phoneE164}`} className="font-semibold text-brand-700 underline hover:no-underline">
          {phoneDisplay.replace(/ /g, "\u00a0")}
        </a>
        {afterPhone}
      </p>
    </div>
  );
}
