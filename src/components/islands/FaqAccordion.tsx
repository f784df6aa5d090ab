/**
 * The services FAQ: one answer open at a time, the open one collapsible, headers operable with Enter, Space and
 * the arrow, Home and End keys. Every answer is in the server-rendered HTML: without JavaScript all are shown;
 * with it, closed answers are hidden by CSS until hydration and by `hidden` afterwards.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { accordionFocusTarget, toggleSingleOpen } from "@/lib/accordion";

interface Props {
  items: { question: string; answer: string }[];
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
}

export default function FaqAccordion({ items, idPrefix }: Props) {
  const [open, setOpen] = useState<number | null>(0);
  // Until hydrated the buttons do nothing, so they claim no expanded state.
  const [hydrated, setHydrated] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => setHydrated(true), []);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = accordionFocusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${idPrefix}-question-${index}`;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <div key={buttonId}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={hydrated ? expanded : undefined}
                aria-controls={panelId}
                onClick={() => setOpen(toggleSingleOpen(open, index))}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
              >
                <span>{item.question}</span>
                <svg
                  className={`icon h-5 w-5 flex-none text-brand-700 transition-transform ${expanded ? "rotate-180" : ""}`}
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                >
                  <path d="M19 9l-7 7-7-7" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={hydrated && !expanded}
              className={`px-5 pb-5 text-slate-700 sm:px-6 ${expanded ? "" : "[@media(scripting:enabled)]:hidden"}`}
            >
              <p className="leading-relaxed">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
