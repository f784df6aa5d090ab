/**
 * The franchise directory island: the filter form around the server-rendered page of results (its children, so
 * the cards are never repeated in props). Without JavaScript the form submits to the on-demand results page.
 * Once hydrated, filter changes apply at once: the island asks the results endpoint for the page of cards (it
 * never holds the catalogue) and shows the address a plain form submission would have, so links and Back work.
 * The Franchise Categories section's View links (`data-directory-category`) set the category filter in place.
 * It hydrates on the visitor's first gesture (client:intent): what was typed or chosen before then is read from
 * the form and applied, and the tap that woke it is replayed by the directive. The cards' Save buttons become
 * shortlist toggles (see ShortlistToggles).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { EMPTY_FILTERS, type FranchiseFilters } from "@/lib/directory/franchise-filters";
import { earlyFilters, filtersFromForm, sameFilters } from "@/lib/directory/form";
import { directoryPageHref } from "@/lib/directory/view";
import { listenForHeaderSearches } from "@/lib/stores/franchise-query";
import FranchiseFilterBar, { type FilterChange } from "../react/FranchiseFilterBar";
import DirectoryResults from "../react/DirectoryResults";
import { useShortlistToggles, ShortlistMessage } from "../react/ShortlistToggles";
import { useDirectoryResults } from "../react/use-directory-results";
import { useStaticSelects } from "../react/use-static-selects";

interface Props {
  /** The filters of the page as served. */
  filters: FranchiseFilters;
  /** The category, investment and location selects as static HTML (named slots): their options never travel in props. */
  categorySelect?: ReactNode;
  investmentSelect?: ReactNode;
  locationSelect?: ReactNode;
  royaltySelect?: ReactNode;
  territorySelect?: ReactNode;
  allInSelect?: ReactNode;
  /** The on-demand JSON twin of the results page (same query parameters). */
  resultsUrl: string;
  /** The server-rendered DirectoryResults for `filters`. */
  children?: ReactNode;
}

/** Typing waits this long after the last key before asking the server. */
const TYPING_DELAY_MS = 200;

interface HistoryState {
  directoryFilters: FranchiseFilters;
}

/** The filters as the form's fields hold them now (the budget is a hidden field, so it comes along). */
const formFilters = (form: HTMLFormElement, base: FranchiseFilters) => filtersFromForm(new FormData(form), base);

export default function FranchiseDirectory({
  filters: initialFilters,
  categorySelect,
  investmentSelect,
  locationSelect,
  royaltySelect,
  territorySelect,
  allInSelect,
  resultsUrl,
  children,
}: Props) {
  const [filters, setFilters] = useState<FranchiseFilters>(initialFilters);
  const { view, busy, failed, load, showServerResults } = useDirectoryResults(resultsUrl);
  const timer = useRef<number | undefined>(undefined);
  const typing = useRef(false);
  // Set by a category's View link: move focus to the results heading once they have been replaced.
  const focusResults = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { message, onSaveClick, dismiss } = useShortlistToggles(view);

  useEffect(() => {
    if (!view || !focusResults.current) return;
    focusResults.current = false;
    const heading = document.getElementById("results-heading");
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  }, [view]);

  const update = useCallback(
    (next: FranchiseFilters, change: FilterChange = "step") => {
      setFilters(next);
      const url = directoryPageHref(next, 1);
      const state: HistoryState = { directoryFilters: next };
      if (url !== `${location.pathname}${location.search}`) {
        if (change === "typing" && typing.current) history.replaceState(state, "", url);
        else history.pushState(state, "", url);
      }
      typing.current = change === "typing";
      window.clearTimeout(timer.current);
      if (change === "typing") timer.current = window.setTimeout(() => void load(next), TYPING_DELAY_MS);
      else void load(next);
    },
    [load],
  );

  useEffect(() => {
    // Typed or chosen before the island hydrated: the server's form kept it, so apply it now.
    const form = formRef.current;
    if (!form) return;
    // A select the keyboard browsed before then keeps the served value until Enter or Search (earlyFilters).
    const early = earlyFilters(form, initialFilters);
    if (!sameFilters(early, initialFilters)) update(early, early.q !== initialFilters.q ? "typing" : "step");
    // Only once, on hydration.
  }, []);

  useStaticSelects(formRef, filters, update);

  useEffect(() => {
    // Back and Forward: our own entries carry their filters; the page's first entry is the server's view.
    const onPop = (event: PopStateEvent) => {
      typing.current = false;
      window.clearTimeout(timer.current);
      const state = event.state as HistoryState | null;
      if (state?.directoryFilters) {
        setFilters(state.directoryFilters);
        void load(state.directoryFilters);
      } else {
        setFilters(initialFilters);
        showServerResults();
      }
    };
    // View on a category card: that category only, then focus moves up to the results it chose.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLElement>("[data-directory-category]");
      if (!link) return;
      event.preventDefault();
      focusResults.current = true;
      update({ ...EMPTY_FILTERS, category: link.dataset.directoryCategory ?? "" });
    };
    window.addEventListener("popstate", onPop);
    document.addEventListener("click", onClick);
    const stopListening = listenForHeaderSearches((q) => update({ ...EMPTY_FILTERS, q }));
    return () => {
      window.removeEventListener("popstate", onPop);
      document.removeEventListener("click", onClick);
      stopListening();
    };
  }, [initialFilters, load, update, showServerResults]);

  return (
    // Save buttons sit in the cards (server HTML included), so one delegated handler serves them all; a
    // button's keyboard activation is a click, so nothing is lost for keyboard users.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <section aria-labelledby="results-heading" className="container-page py-10 sm:py-12" onClick={onSaveClick}>
      <FranchiseFilterBar
        filters={filters}
        selects={{
          category: categorySelect,
          investment: investmentSelect,
          location: locationSelect,
          royalty: royaltySelect,
          territory: territorySelect,
          allIn: allInSelect,
        }}
        onChange={update}
        // The fields, not the state: a Search tapped before hydration is replayed before the state catches up.
        onSubmit={() => update(formRef.current ? formFilters(formRef.current, filters) : filters)}
        formRef={formRef}
      />
      {failed && (
        <p role="alert" className="mt-6 rounded-xl border border-red-700 bg-red-50 p-4 text-red-900">
          We could not update the list just now. Press Search to try again.
        </p>
      )}
      {view ? (
        <DirectoryResults
          view={view}
          busy={busy}
          onShowAll={() => update(EMPTY_FILTERS)}
          onSearchAll={(q) => update({ ...EMPTY_FILTERS, q })}
        />
      ) : (
        children
      )}
      <ShortlistMessage message={message} onDismiss={dismiss} />
    </section>
  );
}
