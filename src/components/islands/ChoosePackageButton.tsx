/**
 * A package's Choose button on the services page. It is a plain link to #contact, so it works before and without
 * JavaScript; once hydrated it also remembers the package for the consultation form and shows which one is chosen.
 */
import { useStore } from "@nanostores/react";
import type { MouseEvent } from "react";
import { $chosenPackage, choosePackage } from "@/lib/stores/lead-choices";

/**
 * Scrolls to the contact section ourselves: following the link again when the address already ends in #contact
 * does not reliably scroll, and a second choice should bring the form back into view all the same.
 */
function scrollToContact(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById("contact");
  if (!target) return;
  event.preventDefault();
  if (window.location.hash !== "#contact") window.history.pushState(null, "", "#contact");
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}

interface Props {
  packageId: string;
  packageName: string;
  className: string;
}

export default function ChoosePackageButton({ packageId, packageName, className }: Props) {
  const chosen = useStore($chosenPackage) === packageId;
  return (
    <a
      href="#contact"
      className={className}
      data-chosen={chosen ? "true" : undefined}
      onClick={(event) => {
        choosePackage(packageId);
        scrollToContact(event);
      }}
    >
      {chosen ? (
        <>
          <svg
            className="h-5 w-5"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {packageName} chosen
        </>
      ) : (
        `Choose ${packageName}`
      )}
    </a>
  );
}
