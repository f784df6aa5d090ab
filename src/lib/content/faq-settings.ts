/** The extra placeholders of FAQ answers, derived from the packages so prices and timelines are stated once. */
import type { Settings } from "@/lib/site/expand-settings";

/** `{packagePrices}` and `{packageTimelines}` for the given packages. */
export function faqSettings(packages: readonly { name: string; price: string; timeline: string }[]): Settings {
  return {
    packagePrices: packages.map((pkg) => `${pkg.price} (${pkg.name})`).join(", "),
    packageTimelines: packages.map((pkg) => `${pkg.name} ${pkg.timeline}`).join(", "),
  };
}
