/**
 * The directory cards' Save buttons as shortlist toggles, for the FranchiseDirectory island. The buttons live in
 * card markup the island does not own (the server's page of cards is passed in as static HTML), so the state is
 * written to the DOM: aria-pressed on every `[data-save]` button and the count in every `[data-shortlist-count]`
 * badge, after each store change and each new page of cards. A short inline script in DirectoryListing does
 * the same before hydration, so the page shows what is saved without loading this.
 */
import { useCallback, useEffect, useState, type MouseEvent } from "react";
import { $shortlist, SHORTLIST_FULL_MESSAGE, SHORTLIST_MAX, toggleShortlist } from "@/lib/stores/shortlist";

interface Message {
  text: string;
  full: boolean;
}

/** Keeps the Save buttons and counts in step with the shortlist; `onSaveClick` handles clicks inside the island. */
export function useShortlistToggles(cardsKey: unknown) {
  // Subscribed by hand rather than with @nanostores/react: one effect, and half a kilobyte less to download.
  const [saved, setSaved] = useState<readonly string[]>(() => $shortlist.get());
  useEffect(() => $shortlist.subscribe(setSaved), []);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    document.querySelectorAll<HTMLButtonElement>("button[data-save]").forEach((button) => {
      button.setAttribute("aria-pressed", String(saved.includes(button.value)));
    });
    document.querySelectorAll<HTMLElement>("[data-shortlist-count]").forEach((badge) => {
      badge.textContent = String(saved.length);
      badge.hidden = false;
    });
  }, [saved, cardsKey]);

  const onSaveClick = useCallback((event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-save]");
    if (!button) return;
    event.preventDefault(); // the plain-HTML fallback submits to /shortlist; here it toggles in place
    const slug = button.value;
    const name = document.getElementById(`franchise-${slug}`)?.textContent ?? slug;
    const outcome = toggleShortlist(slug);
    const count = $shortlist.get().length;
    if (outcome === "full") setMessage({ text: SHORTLIST_FULL_MESSAGE, full: true });
    else if (outcome === "saved")
      setMessage({
        text: `Saved ${name} to your shortlist (${count} of ${SHORTLIST_MAX}).${count === SHORTLIST_MAX ? " It is now full." : ""}`,
        full: false,
      });
    else if (outcome === "removed")
      setMessage({ text: `Removed ${name} from your shortlist (${count} of ${SHORTLIST_MAX}).`, full: false });
  }, []);

  return { message, onSaveClick, dismiss: () => setMessage(null) };
}

/** The announcement after a save or removal: a live region that is always present, shown at the foot of the screen. */
export function ShortlistMessage({ message, onDismiss }: { message: Message | null; onDismiss: () => void }) {
  return (
    <div role="status" className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl empty:hidden">
      {message && (
        <div
          className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border-2 p-3 shadow-lg ${message.full ? "border-amber-600 bg-amber-50 text-slate-900" : "border-brand-700 bg-white text-slate-900"}`}
        >
          <p className="flex-1 basis-60 font-semibold">{message.text}</p>
          <a href="/shortlist" className="min-h-[44px] content-center font-semibold text-brand-800 underline">
            View shortlist
          </a>
          <button
            type="button"
            onClick={onDismiss}
            className="min-h-[44px] rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Close<span className="sr-only"> message</span>
          </button>
        </div>
      )}
    </div>
  );
}
