/**
 * The site's inline stroke icons for React islands (same paths and `.icon` rule as Icon.astro); always decorative.
 */
import { paths, type IconName } from "@/lib/ui/icon-paths";

export default function SvgIcon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return (
    <svg className={`icon ${className}`} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
