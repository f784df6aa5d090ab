/**
 * The services FAQ's behaviour: one answer open at a time, the open one collapsible, headers operable with Enter,
 * Space and the arrow, Home and End keys. The questions and answers are server HTML (FaqSection.astro) that this
 * island receives as its slot, so no answer is repeated in the island's props: without JavaScript all answers are
 * shown; with it, closed answers are hidden by CSS until hydration and by `hidden` afterwards, which this island
 * sets on the slot's panels together with each header's `aria-expanded`.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { accordionFocusTarget, toggleSingleOpen } from "@/lib/ui/accordion";

/** The class FaqSection.astro gives each closed answer so it is hidden before hydration; the island removes it. */
export const HIDDEN_UNTIL_HYDRATED = "[@media(scripting:enabled)]:hidden";

interface Props {
  /** The accordion's markup: headers are `button[aria-controls]`, each controlling its answer's panel. */
  children?: ReactNode;
}

export default function FaqAccordion({ children }: Props) {
  const [open, setOpen] = useState<number | null>(0);
  const root = useRef<HTMLDivElement>(null);
  const headers = () => [...(root.current?.querySelectorAll<HTMLButtonElement>("button[aria-controls]") ?? [])];

  // The slot's HTML is not React's to render, so the open state is written onto it.
  useEffect(() => {
    headers().forEach((header, index) => {
      const expanded = open === index;
      header.setAttribute("aria-expanded", String(expanded));
      const panel = document.getElementById(header.getAttribute("aria-controls") ?? "");
      if (!panel) return;
      panel.hidden = !expanded;
      panel.classList.remove(HIDDEN_UNTIL_HYDRATED);
    });
  }, [open]);

  const headerIndex = (target: EventTarget) => {
    const header = target instanceof Element ? target.closest("button[aria-controls]") : null;
    return header ? headers().indexOf(header as HTMLButtonElement) : -1;
  };

  function toggle(event: MouseEvent<HTMLDivElement>) {
    const index = headerIndex(event.target);
    if (index >= 0) setOpen((current) => toggleSingleOpen(current, index));
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const index = headerIndex(event.target);
    if (index < 0) return;
    const all = headers();
    const target = accordionFocusTarget(event.key, index, all.length);
    if (target === null) return;
    event.preventDefault();
    all[target]?.focus();
  }

  return (
    // Delegation: clicks and keys come from the header buttons in the slot, which are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} onClick={toggle} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}
