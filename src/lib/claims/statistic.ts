/**
 * A statistic in the register (a rate, or a comparison): issue 49 §2 asks that it say whom it counts (its base,
 * everyone in that group), over which period, and how many that is (n), so its fairness can be judged wherever it
 * is shown. The rule is here once: the register's schema refuses a statistic without them, and the definition a
 * visitor reads carries the period and n. Dependency-free, so src/config/site.ts can use it without zod.
 */

/** Words that make a figure a comparison, which needs what it is compared with. */
export const COMPARISON = /\b(?:higher|lower|more|fewer|better|worse|faster|slower|than)\b/i;

/** The word the register holds for a sample size not yet counted; the launch check lists it. */
export const N_PENDING = "pending";

/** The fields of a figure this rule reads. */
export interface StatisticFields {
  value: string;
  label: string;
  text: string;
  definition?: string;
  base?: string;
  period?: string;
  n?: { count: number } | typeof N_PENDING;
}

/** Whether a figure is a statistic: a percentage, or a comparison. A count ("500+ clients") is not. */
export const isStatistic = (figure: Pick<StatisticFields, "value" | "label" | "text">): boolean =>
  figure.value.includes("%") || COMPARISON.test(`${figure.value} ${figure.label} ${figure.text}`);

/** The fields a statistic lacks among base, period and n, with what each must say. */
export function missingStatisticFields(figure: StatisticFields): { field: "base" | "period" | "n"; message: string }[] {
  if (!isStatistic(figure)) return [];
  const missing: { field: "base" | "period" | "n"; message: string }[] = [];
  if (!figure.base)
    missing.push({
      field: "base",
      message:
        "a statistic needs its base: who is counted, and that it is everyone in that group (clients who never opened a franchise count)",
    });
  if (!figure.period)
    missing.push({ field: "period", message: 'a statistic needs its period, e.g. "clients who opened in 2019-2023"' });
  if (figure.n === undefined)
    missing.push({
      field: "n",
      message: `a statistic needs its sample size n, how many the base holds (or "${N_PENDING}" until counted)`,
    });
  return missing;
}

const sentenceOf = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The definition as a visitor reads it: the register's definition, then its period and, once counted, n, so
 * wherever the definition shows beside the figure they do too.
 */
export function shownDefinition(figure: StatisticFields): string | undefined {
  if (!figure.definition) return undefined;
  const parts = [sentenceOf(figure.definition)];
  if (figure.period) parts.push(`Period: ${sentenceOf(figure.period)}`);
  if (typeof figure.n === "object") parts.push(`n = ${figure.n.count.toLocaleString("en-GB")}.`);
  return parts.join(" ");
}
