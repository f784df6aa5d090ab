/**
 * Once the contact island is hydrated, a Choose link on the page (`?package=<id>#contact`, a plain link before
 * then) picks its package in the consultation form instead of reloading the page. The address still changes, so
 * Back and a shared link behave as the link itself would.
 */
import { useEffect, useRef } from "react";
import { contactRequestFromUrl } from "@/lib/leads/browser/client";

export function useChooseLinks(onChoose: (packageId: string) => void) {
  // The latest callback, so the one document listener never calls a stale closure.
  const latest = useRef(onChoose);
  latest.current = onChoose;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="?package="]');
      const packageId = link && contactRequestFromUrl(new URL(link.href).search, "").packageId;
      if (!packageId) return;
      event.preventDefault();
      history.pushState(history.state, "", link.href);
      latest.current(packageId);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
