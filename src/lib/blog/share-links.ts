/** Share addresses for the social networks, as plain links that need no JavaScript. */

export interface ShareLink {
  network: "x" | "facebook" | "linkedin";
  /** Visible name of the network. */
  name: string;
  href: string;
}

/** Share links for a page URL; X also carries the title. */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: "x", name: "X", href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}` },
    { network: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}
