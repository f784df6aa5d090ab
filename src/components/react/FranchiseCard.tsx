/**
 * One directory card (spec: badge, Est., name, short description, range, outlets, 2 features, 2 territories) with
 * Learn More and Save. Without JavaScript Save is a GET form to /shortlist?add=<slug> (the franchise pages' route,
 * which saves it there); the directory island turns it into a toggle (aria-pressed).
 * Markup is kept lean: twenty-four cards are most of a directory page's bytes.
 */
import { formatGbpRange } from "@/lib/ui/format";
import type { DirectoryCard } from "@/lib/directory/franchise-view";
import Icon from "./SvgIcon";
import InvestmentBar from "./InvestmentBar";

const moreClass = "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold";

function MoreBadge({ count, what }: { count: number; what: string }) {
  if (!count) return null;
  return (
    <li className={moreClass}>
      {`+${count} more`}
      <span className="sr-only">{` ${what}`}</span>
    </li>
  );
}

export default function FranchiseCard({ card }: { card: DirectoryCard }) {
  const headingId = `franchise-${card.slug}`;
  return (
    // The heading's id is how the shortlist names the card's franchise (ShortlistToggles).
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm">
      <p className="flex items-center justify-between gap-3 text-sm">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          {card.categoryName}
        </span>
        {card.established}
      </p>
      <h3 id={headingId} className="mt-4 text-xl font-bold text-slate-900">
        {card.name}
      </h3>
      <p className="mt-2">{card.shortDescription}</p>

      <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm">
        <dl className="grid grid-cols-3 gap-x-4 font-bold text-slate-900">
          <div className="col-span-2">
            <dt className="font-normal text-slate-700">Investment</dt>
            <dd>{formatGbpRange(card.investmentRange)}</dd>
          </div>
          <div>
            <dt className="font-normal text-slate-700">Outlets</dt>
            <dd>{card.outlets}</dd>
          </div>
        </dl>
        <InvestmentBar range={card.investmentRange} className="mt-3" decorative />
      </div>

      <h4 className="sr-only">Key features</h4>
      <ul className="mt-5 grid justify-items-start gap-2 text-sm">
        {card.features.shown.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 flex-none text-emerald-700" />
            {feature}
          </li>
        ))}
        <MoreBadge count={card.features.more} what="features" />
      </ul>

      <h4 className="sr-only">Territories</h4>
      <ul className="mt-4 flex flex-wrap items-center gap-2 text-xs">
        <li aria-hidden="true">
          <Icon name="mapPin" className="h-4 w-4 text-brand-700" />
        </li>
        {card.territories.shown.map((territory) => (
          <li key={territory} className="rounded-full border border-brand-200 px-2 py-0.5 font-medium text-brand-900">
            {territory}
          </li>
        ))}
        <MoreBadge count={card.territories.more} what="territories" />
      </ul>

      <div className="mt-auto flex gap-2 pt-6 font-semibold">
        <a
          href={`/franchises/${card.slug}`}
          className="flex min-h-[44px] flex-1 items-center justify-center rounded-lg bg-brand-700 px-4 text-white hover:bg-brand-800"
        >
          Learn More<span className="sr-only">{` about ${card.name}`}</span>
        </a>
        <form method="get" action="/shortlist">
          <button
            type="submit"
            name="add"
            value={card.slug}
            data-save=""
            className="group flex min-h-[44px] items-center gap-1.5 rounded-lg border-2 border-brand-700 px-3 text-brand-800 hover:bg-brand-50"
          >
            <Icon name="bookmark" className="h-4 w-4 group-aria-pressed:fill-current" />
            <span className="group-aria-pressed:hidden">Save</span>
            <span className="hidden group-aria-pressed:inline">Saved</span>
            <span className="sr-only">{` ${card.name}`}</span>
          </button>
        </form>
      </div>
    </article>
  );
}
