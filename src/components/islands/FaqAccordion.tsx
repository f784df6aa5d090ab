/**
 * The services FAQ's keyboard: the arrow keys move between questions (wrapping), Home and End go to the first and
 * last. The questions and answers are server HTML (FaqSection.astro) that this island receives as its slot: native
 * <details name> disclosures, which open and close (one at a time) with or without JavaScript, so this island keeps
 * no open state of its own and never contradicts what the browser shows.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { accordionFocusTarget } from "@/lib/ui/accordion";

interface Props {
  /** The accordion's markup: one <details> per question, its <summary> the question. */
  children?: ReactNode;
}

export default function FaqAccordion({ children }: Props) {
  const root = useRef<HTMLDivElement>(null);

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const questions = [...(root.current?.querySelectorAll<HTMLElement>("summary") ?? [])];
    const index = event.target instanceof HTMLElement ? questions.indexOf(event.target) : -1;
    if (index < 0) return;
    const target = accordionFocusTarget(event.key, index, questions.length);
    if (target === null) return;
    event.preventDefault();
    questions[target]?.focus();
  }

  return (
    // Delegation: the keys come from the questions' <summary> elements in the slot, which are the interactive ones.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}
