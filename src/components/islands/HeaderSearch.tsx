/**
 * Enhances the header's plain GET search form (HeaderSearchForm.astro) into an ARIA 1.2 combobox: up to five
 * franchise suggestions from the directory's index, then the best pages of the site (articles, services,
 * locations) from the Pagefind bundle, grouped. It renders only the listbox; the input stays the form's own, so
 * nothing changes without JavaScript. Hydrated by `client:intent` on the first focus or pointer over the box at
 * desktop widths; the page index loads with the first query.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { SEARCH_INDEX_PATH, suggestFranchises } from "@/lib/directory/franchise-search";
import { submitHeaderSearch } from "@/lib/stores/franchise-query";
import { $searchIndex, loadSearchIndex } from "@/lib/stores/search-index";
import { searchPages, type PageResult } from "@/lib/search/page-search";
import SuggestionList, { suggestionId, suggestionOptions } from "../react/SuggestionList";

/** The desktop header form's search input, which the island adds suggestions to. */
export const HEADER_SEARCH_INPUT_ID = "desktop-franchise-search";

// Defaults, not props from the page: every page carries this island, and its props attribute costs bytes on each.
interface Props {
  /** The id of the form's search input. */
  inputId?: string;
  /** The JSON list of franchises to suggest from, fetched once on hydration. */
  indexUrl?: string;
}

/** Suggestions start at this many typed characters. */
const MIN_CHARS = 2;

export default function HeaderSearch({ inputId = HEADER_SEARCH_INPUT_ID, indexUrl = SEARCH_INDEX_PATH }: Props) {
  const index = useStore($searchIndex);
  // The compact index has no long descriptions (see SearchIndexEntry): suggestions match the short fields.
  const entries = useMemo(() => index?.map((entry) => ({ ...entry, description: "" })) ?? null, [index]);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The listbox exists only once the island runs: without JavaScript there is nothing to list.
  const [mounted, setMounted] = useState(false);
  const listId = `${inputId}-suggestions`;
  const suggestions = useMemo(
    () => (entries && query.trim().length >= MIN_CHARS ? suggestFranchises(entries, query) : []),
    [entries, query],
  );
  const [pages, setPages] = useState<PageResult[]>([]);
  const options = useMemo(() => suggestionOptions(suggestions, pages).flat(), [suggestions, pages]);
  const expanded = open && options.length > 0;
  // Keyboard handlers are attached once; they read the latest state through this ref.
  const state = useRef({ options, expanded, active });
  state.current = { options, expanded, active };

  useEffect(() => {
    const words = query.trim();
    if (words.length < MIN_CHARS) return setPages([]);
    let current = true;
    void searchPages(words).then((found) => {
      // null: a newer query overtook this one, or the index could not load; keep what is shown.
      if (current && found) setPages(found);
    });
    return () => {
      current = false;
    };
  }, [query]);

  useEffect(() => void loadSearchIndex(indexUrl), [indexUrl]);

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
      // On the directory page the directory island applies the search in place.
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

  const status =
    !open || !entries || query.trim().length < MIN_CHARS
      ? ""
      : options.length
        ? `${options.length} ${options.length === 1 ? "suggestion" : "suggestions"}. Use the up and down arrow keys to choose.`
        : "No suggestions. Press Enter to search the whole site.";

  return (
    <div className="relative">
      {mounted && (
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          pages={pages}
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
