/** The Franchise Categories section: a count per category and a View button that shows only that category. */
interface Props {
  categories: readonly { key: string; name: string; description: string; count: number }[];
  disabled: boolean;
  onView: (key: string) => void;
}

export default function FranchiseCategories({ categories, disabled, onView }: Props) {
  return (
    <section aria-labelledby="categories-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="container-page py-16">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id="categories-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Franchise Categories
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Browse by sector to compare businesses that work in a similar way.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-bold text-slate-900">{category.name}</h3>
                <span className="flex-none rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                  {category.count} {category.count === 1 ? "franchise" : "franchises"}
                </span>
              </div>
              <p className="mt-2 text-sm text-slate-700">{category.description}</p>
              <div className="mt-auto pt-4">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onView(category.key)}
                  className="inline-flex min-h-[40px] items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-800"
                >
                  View<span className="sr-only"> {category.name} franchises</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
