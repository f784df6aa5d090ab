/**
 * The contact section's two tabs (ContactForms). Before hydration they are links: to a form on this page, which
 * they jump to at once (on /contact, CSS then shows that form alone and marks its link: global.css), or to
 * /contact's, held by client:intent until the island can render the form here. A link looks selected before
 * hydration only when its form is the one the page shows. They take tab roles only once they work, since a
 * selected tab must control a tabpanel. Arrow keys, Home, End and Space move between them.
 */
import { useRef, type KeyboardEvent } from "react";
import { tabAfterKey } from "@/lib/leads/browser/client";
import type { FormKind } from "@/lib/leads/browser/fields";

export interface ContactTab {
  kind: FormKind;
  label: string;
  submitLabel: string;
}

/** The id prefix of each tab's panel: `contact-panel-consultation`, `contact-panel-enquiry`. */
export const PANEL = "contact-panel-";

interface Props {
  tabs: ContactTab[];
  active: FormKind | null;
  hydrated: boolean;
  /** The forms in the server's HTML: a tab links to its form here, or else to /contact's. */
  serverForms: FormKind[];
  onSelect: (kind: FormKind) => void;
}

export function ContactTabs({ tabs, active, hydrated, serverForms, onSelect }: Props) {
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusableTab = Math.max(
    0,
    tabs.findIndex((tab) => tab.kind === active),
  );

  function onTabKey(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = event.key === " " ? index : tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].kind);
    tabRefs.current[next]?.focus();
  }

  return (
    <div
      role={hydrated ? "tablist" : undefined}
      aria-label={hydrated ? "Choose a form" : undefined}
      className="grid grid-cols-2 gap-1.5 rounded-xl bg-slate-100 p-1.5"
    >
      {tabs.map((tab, index) => {
        const here = serverForms.includes(tab.kind);
        // Before hydration every server form shows: a tab is selected only if its form is the only one.
        const selected = active === tab.kind && (hydrated || serverForms.every((kind) => kind === tab.kind));
        return (
          <a
            key={tab.kind}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={`${here ? "" : `/contact?tab=${tab.kind}`}#${PANEL}${tab.kind}`}
            // A link to a form on this page works by itself; one to /contact's waits for the island.
            data-intent-hold={here ? undefined : ""}
            role={hydrated ? "tab" : undefined}
            id={`contact-tab-${tab.kind}`}
            aria-selected={hydrated ? active === tab.kind : undefined}
            aria-controls={hydrated ? `${PANEL}${tab.kind}` : undefined}
            tabIndex={hydrated ? (index === focusableTab ? 0 : -1) : undefined}
            onClick={(event) => {
              event.preventDefault();
              onSelect(tab.kind);
            }}
            onKeyDown={(event) => onTabKey(event, index)}
            className={`flex min-h-[48px] items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold sm:text-base ${
              selected ? "bg-brand-700 text-white shadow" : "text-brand-800 hover:bg-white"
            }`}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
