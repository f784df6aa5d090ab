/**
 * A package's Choose button on the services page. It is a plain link to #contact, so it works before and without
 * JavaScript; once hydrated it also remembers the package for the consultation form and shows which one is chosen.
 */
import { useStore } from "@nanostores/react";
import { $chosenPackage, choosePackage } from "@/lib/stores/lead-choices";

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
      onClick={() => choosePackage(packageId)}
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
