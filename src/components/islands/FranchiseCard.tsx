/** One directory card (spec: badge, Est., name, short description, range, outlets, 2 features, 2 territories). */
import { formatGbpRange } from "@/lib/format";
import type { DirectoryCard } from "@/lib/franchise-view";
import Icon from "./SvgIcon";
import InvestmentBar from "./InvestmentBar";

function MoreBadge({ count, what }: { count: number; what: string }) {
  if (!count) return null;
  return (
    <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
      +{count} more<span className="sr-only"> {what}</span>
    </li>
  );
}

export default function FranchiseCard({ card }: { card: DirectoryCard }) {
  const headingId = `franchise-${card.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          {card.categoryName}
        </span>
        <span className="text-sm font-medium text-slate-700">{card.established}</span>
      </div>
      <h3 id={headingId} className="mt-4 text-xl font-bold text-slate-900">
        {card.name}
      </h3>
      <p className="mt-2 text-slate-700">{card.shortDescription}</p>

      <dl className="mt-5 grid grid-cols-3 gap-x-4 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="col-span-2">
          <dt className="text-slate-700">Investment</dt>
          <dd className="font-bold text-slate-900">{formatGbpRange(card.investmentRange)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Outlets</dt>
          <dd className="font-bold text-slate-900">{card.outlets}</dd>
        </div>
        <div className="col-span-3">
          <dt className="sr-only">Investment on a common scale</dt>
          <dd>
            <InvestmentBar range={card.investmentRange} />
          </dd>
        </div>
      </dl>

      <h4 className="sr-only">Key features</h4>
      <ul className="mt-5 flex flex-wrap items-center gap-2 text-sm text-slate-800">
        {card.features.shown.map((feature) => (
          <li key={feature} className="flex w-full items-start gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 flex-none text-emerald-700" />
            {feature}
          </li>
        ))}
        <MoreBadge count={card.features.more} what="features" />
      </ul>

      <h4 className="sr-only">Territories</h4>
      <div className="mt-4 flex items-start gap-2">
        <Icon name="mapPin" className="mt-0.5 h-4 w-4 flex-none text-brand-700" />
        <ul className="flex flex-wrap items-center gap-2 text-xs">
          {card.territories.shown.map((territory) => (
            <li key={territory} className="rounded-full border border-brand-200 px-2 py-0.5 font-medium text-brand-900">
              {territory}
            </li>
          ))}
          <MoreBadge count={card.territories.more} what="territories" />
        </ul>
      </div>

      <div className="mt-auto pt-6">
        <a
          href={`/franchises/${card.slug}`}
          className="inline-flex min-h-[44px] w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800"
        >
          Learn More<span className="sr-only"> about {card.name}</span>
          <Icon name="arrowRight" className="h-4 w-4" />
        </a>
      </div>
    </article>
  );
}
