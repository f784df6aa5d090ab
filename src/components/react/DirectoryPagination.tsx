/** Numbered page links with Previous and Next (rel=prev/next): plain links that work without JavaScript. */
import { pageLinks } from "@/lib/directory/query";

interface Props {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

const boxClass = "inline-flex h-11 min-w-[44px] items-center justify-center rounded-lg border px-3 font-semibold";
const linkClass = `${boxClass} border-slate-300 bg-white text-brand-800 hover:bg-brand-50`;
const currentClass = `${boxClass} border-brand-700 bg-brand-700 text-white`;

export default function DirectoryPagination({ page, pageCount, hrefFor }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of results" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" className={linkClass}>
              Previous<span className="sr-only"> page</span>
            </a>
          </li>
        )}
        {pageLinks(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-700">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={currentClass}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <a href={hrefFor(n)} className={linkClass}>
                  <span className="sr-only">Page </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={hrefFor(page + 1)} rel="next" className={linkClass}>
              Next<span className="sr-only"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
