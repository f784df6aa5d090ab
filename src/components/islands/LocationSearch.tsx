/**
 * The location directory's search box. While the query is blank it shows its children (the static,
 * sectioned directory); otherwise the matching locations as cards, or the spec's no-match message.
 * The server renders the input disabled, so without JavaScript nobody types into a box that does nothing; with
 * JavaScript a one-line inline script on the page enables it at once, and the island loads on the visitor's
 * first gesture (client:intent). Whatever was typed before it hydrated stays in the box and is searched. The
 * search entries are fetched once, when the visitor first reaches for the box, so the page stays light.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import SvgIcon from "../react/SvgIcon";
import {
  LOCATION_BADGE_CLASSES,
  isBlankQuery,
  locationTypeLabel,
  resultSummary,
  searchLocations,
  type LocationSearchEntry,
} from "@/lib/locations/location-search";

interface Props {
  /** A JSON list of LocationSearchEntry, built with the site. */
  indexUrl: string;
  /** The owner's line for a search that matches nothing (locations.yaml, searchNoMatch). */
  noMatch: string;
  /** The sectioned directory, shown while the search is empty. */
  children?: ReactNode;
}

export default function LocationSearch({ indexUrl, noMatch, children }: Props) {
  const [query, setQuery] = useState("");
  const [entries, setEntries] = useState<readonly LocationSearchEntry[] | null>(null);
  const loading = useRef(false);
  const [ready, setReady] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The island appears once per page, so fixed ids are safe (useId's ids are not valid HTML ids).
  const inputId = "location-search-query";
  const hintId = "location-search-hint";
  const resultsHeadingId = "location-search-results";

  useEffect(() => {
    setReady(true);
    // Typed before hydration (the keystroke that woke the island, and any after it): search it now.
    const typed = inputRef.current?.value ?? "";
    if (typed) {
      setQuery(typed);
      loadEntries();
    }
    // Only once, on hydration; loadEntries guards itself.
  }, []);

  function loadEntries() {
    if (entries || loading.current) return;
    loading.current = true;
    fetch(indexUrl)
      .then((response) => response.json())
      .then((list: LocationSearchEntry[]) => setEntries(list))
      .catch(() => {
        loading.current = false; // let the next keystroke try again
      });
  }

  const searching = !isBlankQuery(query);
  const results = useMemo(
    () => (searching && entries ? searchLocations(entries, query) : []),
    [entries, query, searching],
  );
  const showResults = searching && entries !== null;

  function clearSearch() {
    setQuery("");
    inputRef.current?.focus();
  }

  return (
    <>
      {/* Results update as the visitor types, so there is nothing to submit: a search landmark, not a form. */}
      <div
        role="search"
        aria-label="Locations"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <label htmlFor={inputId} className="block text-lg font-bold text-slate-900">
          Search for your city, county or region
        </label>
        <div className="relative mt-3">
          <SvgIcon
            name="search"
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-600"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            disabled={!ready}
            aria-describedby={hintId}
            placeholder="e.g. Leeds, Kent or Wales"
            onFocus={loadEntries}
            onChange={(event) => {
              loadEntries();
              setQuery(event.target.value);
            }}
            className="w-full rounded-lg border border-slate-400 bg-white py-3 pl-11 pr-3 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50"
          />
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-700">
          {ready
            ? "Results appear as you type. Clear the box to see every section again."
            : "Every location is listed below."}
        </p>
      </div>

      <p
        role="status"
        aria-live="polite"
        className={searching ? "mt-8 text-lg font-semibold text-slate-900" : "sr-only"}
      >
        {showResults ? resultSummary(results.length, query, noMatch) : searching ? "Loading locations…" : ""}
      </p>

      {showResults && results.length > 0 && (
        <section aria-labelledby={resultsHeadingId} className="mt-4 pb-14">
          <h2 id={resultsHeadingId} className="sr-only">
            Search results
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((entry) => (
              <li key={entry.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-bold text-slate-900">{entry.name}</h3>
                  <span
                    className={`inline-flex flex-none items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOCATION_BADGE_CLASSES[entry.type]}`}
                  >
                    {locationTypeLabel(entry.type)}
                  </span>
                </div>
                <p className="mt-2 flex-1 text-sm text-slate-700">{entry.description}</p>
                <a
                  href={`/locations/${entry.slug}`}
                  className="mt-4 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  View Location
                  <span className="sr-only">
                    : {entry.name} ({locationTypeLabel(entry.type)})
                  </span>
                  <SvgIcon name="arrowRight" className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {showResults && results.length === 0 && (
        <div className="mb-14 mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
          <p className="text-slate-700">
            Check the spelling, try a nearby city or county, or{" "}
            <a href="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
              ask an advisor
            </a>{" "}
            about your area.
          </p>
          <button
            type="button"
            onClick={clearSearch}
            className="mt-5 inline-flex min-h-[44px] items-center justify-center rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Clear search
          </button>
        </div>
      )}

      <div hidden={searching}>{children}</div>
    </>
  );
}
