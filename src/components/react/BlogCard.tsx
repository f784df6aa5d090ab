/** One article card. Rendered by the blog island and, without hydration, by the static list and related sections. */
import type { ArticleCardData } from "@/lib/blog/list";
import SvgIcon from "./SvgIcon";

interface Props {
  card: ArticleCardData;
  /** h2 on pages whose cards sit directly under the h1, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Eager for cards above the fold, lazy below. */
  loading?: "eager" | "lazy";
}

export function BlogCard({ card, headingLevel = 3, loading = "lazy" }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${card.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={card.image.src}
        srcSet={card.image.srcset}
        sizes={card.image.sizes}
        width={card.image.width}
        height={card.image.height}
        alt=""
        loading={loading}
        decoding="async"
        {...(loading === "eager" ? { fetchPriority: "high" as const } : {})}
        className="aspect-[16/9] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${card.categoryColour}`}
          >
            {card.categoryName}
          </span>
          <span className="inline-flex items-center gap-1">
            <SvgIcon name="clock" className="h-4 w-4 shrink-0" />
            {card.readTime} min read
          </span>
        </div>
        <Heading className="mt-4 text-lg font-bold leading-snug text-slate-900">
          <a href={href} className="hover:text-brand-700 hover:underline">
            {card.title}
          </a>
        </Heading>
        <p className="mt-2 line-clamp-3 text-slate-700">{card.excerpt}</p>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
          <p className="text-slate-700">
            <span className="block font-semibold text-slate-900">{card.author}</span>
            <time dateTime={card.date}>{card.dateLabel}</time>
          </p>
          <a
            href={href}
            className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Read More
            {/* Part of the link's text, so the link says where it goes (for screen readers and search engines). */}
            <span className="sr-only">: {card.title}</span>
            <SvgIcon name="arrowRight" className="h-4 w-4 shrink-0" />
          </a>
        </div>
      </div>
    </article>
  );
}
