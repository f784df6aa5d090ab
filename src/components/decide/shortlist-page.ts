/**
 * The /shortlist page's script: draws the saved franchises from the store, names them from the search index,
 * handles Remove and Clear, and saves the franchise named by `?add=<slug>` (the franchise pages' Save form).
 * Built with DOM calls and textContent, never HTML strings.
 */
import {
  $shortlist,
  SHORTLIST_FULL_MESSAGE,
  SHORTLIST_MAX,
  clearShortlist,
  removeFromShortlist,
  saveToShortlist,
} from "@/lib/stores/shortlist";
import { MAX_COMPARED, MIN_COMPARED, compareHref } from "@/lib/compare";

interface IndexEntry {
  slug: string;
  name: string;
  categoryName: string;
}

const part = <T extends Element>(root: HTMLElement, name: string) => root.querySelector<T>(`[data-shortlist-${name}]`)!;

/** Shows the shortlist inside `root` and keeps it in step with the store. */
export async function mountShortlist(root: HTMLElement): Promise<void> {
  const status = part<HTMLElement>(root, "status");
  const say = (message: string) => (status.textContent = message);
  const list = part<HTMLUListElement>(root, "items");
  const heading = root.querySelector<HTMLElement>("h2")!;
  let names = new Map<string, IndexEntry>();
  try {
    const response = await fetch(root.dataset.indexUrl ?? "");
    const entries = (await response.json()) as IndexEntry[];
    names = new Map(entries.map((entry) => [entry.slug, entry]));
  } catch {
    say("We could not load the franchise names just now; your shortlist is safe. Reload the page to try again.");
  }

  const params = new URLSearchParams(location.search);
  const added = params.get("add");
  if (added) {
    const entry = names.get(added);
    const outcome = entry ? saveToShortlist(added) : "invalid";
    if (outcome === "saved") say(`Saved ${entry!.name} to your shortlist.`);
    else if (outcome === "already-saved") say(`${entry!.name} is already on your shortlist.`);
    else if (outcome === "full") say(SHORTLIST_FULL_MESSAGE);
    else say("That franchise is not in our directory, so it was not saved.");
    params.delete("add");
    history.replaceState(history.state, "", `${location.pathname}${params.size ? `?${params}` : ""}`);
  }

  const render = (slugs: readonly string[]) => {
    part(root, "total").textContent = String(slugs.length);
    part<HTMLElement>(root, "empty").hidden = slugs.length > 0;
    part<HTMLElement>(root, "actions").hidden = slugs.length === 0;
    list.replaceChildren(...slugs.map((slug) => item(slug, names.get(slug))));

    const compare = part<HTMLAnchorElement>(root, "compare");
    const note = part<HTMLElement>(root, "compare-note");
    compare.href = compareHref(slugs);
    compare.textContent = slugs.length > MAX_COMPARED ? `Compare the first ${MAX_COMPARED}` : `Compare ${slugs.length}`;
    compare.hidden = slugs.length < MIN_COMPARED;
    note.hidden = slugs.length >= MIN_COMPARED && slugs.length <= MAX_COMPARED;
    note.textContent =
      slugs.length < MIN_COMPARED
        ? "Save at least two franchises to compare them side by side."
        : `Up to ${MAX_COMPARED} fit side by side; remove some to choose which.`;
    part(root, "enquire").textContent = `Enquire about all ${slugs.length}`;
    if (slugs.length >= SHORTLIST_MAX && !status.textContent) say(SHORTLIST_FULL_MESSAGE);
  };

  const item = (slug: string, entry: IndexEntry | undefined) => {
    const li = document.createElement("li");
    li.className = "flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4";
    const text = document.createElement("div");
    const name = entry ? document.createElement("a") : document.createElement("span");
    name.className = "font-bold text-brand-800 hover:underline";
    name.textContent = entry?.name ?? slug;
    if (name instanceof HTMLAnchorElement) name.href = `/franchises/${slug}`;
    const detail = document.createElement("p");
    detail.className = "text-sm text-slate-700";
    detail.textContent = entry?.categoryName ?? "No longer in our directory";
    text.append(name, detail);
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className =
      "min-h-[44px] rounded-lg px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700";
    remove.textContent = "Remove";
    remove.setAttribute("aria-label", `Remove ${entry?.name ?? slug}`);
    remove.addEventListener("click", () => {
      removeFromShortlist(slug);
      say(`Removed ${entry?.name ?? slug}.`);
      // Keep keyboard users in the list rather than dropping focus to the page.
      (list.querySelector("button") ?? heading).focus();
    });
    li.append(text, remove);
    return li;
  };

  part(root, "clear").addEventListener("click", () => {
    clearShortlist();
    say("Your shortlist is empty.");
  });

  $shortlist.subscribe(render);
  part<HTMLElement>(root.ownerDocument.body, "nojs").hidden = true;
  root.hidden = false;
}
