/**
 * Enhances the header's plain GET search form (HeaderSearchForm.astro, which goes to the directory's results)
 * into an ARIA 1.2 combobox: after a pause in typing it asks the server for suggestions (GET /search/suggest,
 * one small answer: a few franchises, then the best pages of the site, grouped) and ends the list with "Search
 * the whole site for …". It renders only the listbox; the input stays the form's own, so Enter and the Search
 * button still open the directory's results for the query. Hydrated by `client:intent` on the first focus or
 * pointer over the box at desktop widths; nothing is fetched before the first query.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { submitHeaderSearch } from "@/lib/stores/franchise-query";
import { SUGGEST_MIN_CHARS, suggestQuery, type SuggestGroup } from "@/lib/search/suggest";
import { KEYSTROKE_PAUSE_MS, fetchSuggestions, keptAnswer } from "@/lib/search/suggest-client";
import SuggestionList, { suggestionId, suggestionOptions } from "../react/SuggestionList";

/** The desktop header form's search input, which the island adds suggestions to. */
export const HEADER_SEARCH_INPUT_ID = "desktop-franchise-search";

// Defaults, not props from the page: every page carries this island, and its props attribute costs bytes on each.
interface Props {
  /** The id of the form's search input. */
  inputId?: string;
}

export default function HeaderSearch({ inputId = HEADER_SEARCH_INPUT_ID }: Props) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The listbox exists only once the island runs: without JavaScript there is nothing to list.
  const [mounted, setMounted] = useState(false);
  // The groups shown, and the query they answer (the list keeps the last answer while the next is on its way).
  const [answer, setAnswer] = useState<{ q: string; groups: SuggestGroup[] } | null>(null);
  const listId = `${inputId}-suggestions`;
  const typed = suggestQuery(query).length >= SUGGEST_MIN_CHARS;
  const groups = useMemo(() => (typed && answer ? answer.groups : []), [typed, answer]);
  const options = useMemo(() => (typed ? suggestionOptions(groups, query) : []), [typed, groups, query]);
  const expanded = open && options.length > 0;
  // Keyboard handlers are attached once; they read the latest state through this ref.
  const state = useRef({ options, expanded, active });
  state.current = { options, expanded, active };

  useEffect(() => {
    if (suggestQuery(query).length < SUGGEST_MIN_CHARS) return setAnswer(null);
    const kept = keptAnswer(query);
    if (kept) return setAnswer(kept);
    let current = true;
    // Ask once typing pauses: one request for the word, not one per letter.
    const timer = window.setTimeout(() => {
      void fetchSuggestions(query).then((found) => {
        if (current && found) setAnswer(found);
      });
    }, KEYSTROKE_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", listId);
    setMounted(true);
    setQuery(input.value);
    setOpen(document.activeElement === input);

    const go = (href: string) => window.location.assign(href);
    const onInput = () => {
      setQuery(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, expanded: isOpen, active: current } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!list.length) return;
        event.preventDefault();
        setOpen(true);
        const down = event.key === "ArrowDown";
        const last = list.length - 1;
        if (!isOpen) setActive(down ? 0 : last);
        else setActive(down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1);
      } else if (event.key === "Enter" && isOpen && current >= 0 && list[current]) {
        event.preventDefault();
        go(list[current].href);
      } else if (event.key === "Escape" && isOpen) {
        event.preventDefault(); // keep the typed text: a search input would clear itself
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    const onSubmit = (event: SubmitEvent) => {
      // On the directory page the directory island applies the search in place; elsewhere the form goes on to
      // the directory's results page.
      if (submitHeaderSearch(input.value)) {
        event.preventDefault();
        setOpen(false);
      }
    };
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", onBlur);
    input.addEventListener("focus", onFocus);
    input.form?.addEventListener("submit", onSubmit);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("focus", onFocus);
      input.form?.removeEventListener("submit", onSubmit);
    };
  }, [inputId, listId]);

  useEffect(() => {
    const input = document.getElementById(inputId);
    input?.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0 && active < options.length)
      input?.setAttribute("aria-activedescendant", suggestionId(listId, active));
    else input?.removeAttribute("aria-activedescendant");
  });

  const suggested = options.length - 1; // the last option is always the whole site's search
  const status =
    !open || !typed || !answer
      ? ""
      : suggested > 0
        ? `${suggested} ${suggested === 1 ? "suggestion" : "suggestions"}, then the whole site's search. Use the up and down arrow keys to choose.`
        : "No suggestions. Press Enter to search the franchise directory, or choose to search the whole site.";

  return (
    <div className="relative">
      {mounted && (
        <SuggestionList
          id={listId}
          groups={groups}
          query={typed ? query : ""}
          active={active}
          expanded={expanded}
          onHover={setActive}
          onChoose={(href) => window.location.assign(href)}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
