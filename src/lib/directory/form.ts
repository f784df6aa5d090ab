/**
 * The directory filter form's rules, shared by the island (FranchiseDirectory) and its tests: reading the filters
 * from the form's fields, applying a select's choice, and telling whether two sets of filters ask for the same list.
 */
import { isInvestmentValue, type FranchiseFilters } from "@/lib/directory/franchise-filters";
import { directorySearch } from "@/lib/directory/query";
import { isAllInChoice, isRoyaltyChoice, isTerritoryChoice } from "@/lib/directory/terms-filters";

/** The filters chosen with a select (static HTML, see DirectoryFilterSelect.astro). */
export const SELECT_FILTERS = ["category", "investment", "location", "royalty", "territory", "allIn"] as const;
export type SelectFilter = (typeof SELECT_FILTERS)[number];

/** True for the name of a select-chosen filter. */
export const isSelectFilter = (name: string): name is SelectFilter =>
  (SELECT_FILTERS as readonly string[]).includes(name);

/** The filters as the form's fields hold them (fields it lacks, such as the budget, come from `base`). */
export function filtersFromForm(data: FormData, base: FranchiseFilters): FranchiseFilters {
  const text = (name: string) => String(data.get(name) ?? "");
  const investment = text("investment");
  return withTerms(
    {
      ...base,
      q: text("q"),
      category: text("category"),
      investment: isInvestmentValue(investment) ? investment : "",
      location: text("location"),
    },
    { royalty: text("royalty"), territory: text("territory"), allIn: text("allIn") },
  );
}

/** The filters with the terms selects' values applied; an unknown value means any. */
function withTerms(
  filters: FranchiseFilters,
  values: { royalty?: string; territory?: string; allIn?: string },
): FranchiseFilters {
  // A filter left at "any" is dropped rather than kept as "", so the filters compare equal to ones without it.
  const { royalty, territory, allIn, ...next } = filters;
  const pick = {
    royalty: values.royalty === undefined ? royalty : values.royalty,
    territory: values.territory === undefined ? territory : values.territory,
    allIn: values.allIn === undefined ? allIn : values.allIn,
  };
  return {
    ...next,
    ...(isRoyaltyChoice(pick.royalty ?? null) && { royalty: pick.royalty }),
    ...(isTerritoryChoice(pick.territory ?? null) && { territory: pick.territory }),
    ...(isAllInChoice(pick.allIn ?? null) && { allIn: pick.allIn }),
  } as FranchiseFilters;
}

/** The filters with one select's choice applied; an unknown investment band means any. */
export function withSelected(filters: FranchiseFilters, name: SelectFilter, value: string): FranchiseFilters {
  if (name === "royalty" || name === "territory" || name === "allIn") return withTerms(filters, { [name]: value });
  return name === "investment"
    ? { ...filters, investment: isInvestmentValue(value) ? value : "" }
    : { ...filters, [name]: value };
}

/** True when two sets of filters ask for the same list and hold the same typed text. */
export function sameFilters(a: FranchiseFilters, b: FranchiseFilters): boolean {
  return a.q === b.q && directorySearch(a) === directorySearch(b);
}

/** Keys that leave a select's value alone: moving focus on, confirming, or holding a modifier. */
const NON_BROWSING_KEYS = new Set(["Tab", "Enter", "Escape", "Shift", "Control", "Alt", "Meta"]);

/**
 * True for a key that browses a focused select's options (arrows, Home, End, Page Up/Down, typing a name's first
 * letters). Browsers fire `change` on each such key of a closed select, so the directory applies a keyboard change
 * only on Enter or Search, never on every arrow press (WCAG 3.2.2 On Input); a pointer's choice applies at once.
 */
export const isBrowsingKey = (key: string): boolean => !NON_BROWSING_KEYS.has(key);

/** Marks a select the keyboard browsed before the island hydrated (set by `KEYED_SELECT_SCRIPT`). */
export const KEYED_ATTRIBUTE = "data-keyed";

/**
 * The page's inline listener until the island runs (issue 52): a browsing key on a select marks it, a pointer or
 * Enter unmarks it, so the island, once hydrated, does not apply an option the keyboard only passed through (the
 * arrow press that woke it). The same keys as `isBrowsingKey`, written from NON_BROWSING_KEYS.
 */
export const KEYED_SELECT_SCRIPT = `addEventListener("keydown",e=>{var t=e.target;t.tagName=="SELECT"&&(${JSON.stringify(
  [...NON_BROWSING_KEYS],
)}.includes(e.key)?e.key=="Enter"&&t.removeAttribute("${KEYED_ATTRIBUTE}"):t.setAttribute("${KEYED_ATTRIBUTE}",""))},!0);addEventListener("pointerdown",e=>{e.target.tagName=="SELECT"&&e.target.removeAttribute("${KEYED_ATTRIBUTE}")},!0);`;

/**
 * The filters to apply when the island hydrates: the form's, except a select the keyboard was browsing keeps the
 * served value (its choice waits for Enter or Search, as after hydration).
 */
export function earlyFilters(form: HTMLFormElement, served: FranchiseFilters): FranchiseFilters {
  let early = filtersFromForm(new FormData(form), served);
  for (const name of SELECT_FILTERS) {
    const select = form.elements.namedItem(name);
    if (select instanceof HTMLSelectElement && select.hasAttribute(KEYED_ATTRIBUTE))
      early = withSelected(early, name, served[name] ?? "");
  }
  return early;
}
