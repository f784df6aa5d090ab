/**
 * Rules for the MDX component kit (src/components/mdx/). The components check their props with these when they
 * render, and the remark plugin (remark-mdx-kit.ts) checks the same rules while the MDX compiles, so a mistake
 * fails the build naming the article file, the line and the component.
 */
import { formatGbp, formatLongDate } from "../ui/format";
import { factById, type UkFact } from "../facts/uk-facts";

/** A broken kit prop: the message says which component and what to change. */
export class MdxKitError extends Error {
  override name = "MdxKitError";
}

export const CALLOUT_TYPES = ["note", "tip", "warning"] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** The props each kit component accepts; anything else is a typo the build reports. */
export const KIT_PROPS = {
  Callout: ["type", "title"],
  KeyFigures: ["figures", "facts", "source", "sourceUrl"],
  Fact: ["id", "show"],
  Checklist: ["title"],
  FranchiseCard: ["slug"],
  FranchiseList: ["category", "limit"],
  CatalogueRange: ["category"],
  ConsultationCta: ["title", "text"],
  Figure: ["src", "alt", "caption"],
  CostTable: ["caption", "rows", "total", "source", "sourceUrl"],
  VideoLink: ["href", "title", "poster", "duration"],
  CareHourTable: ["caption", "columns"],
} as const satisfies Record<string, readonly string[]>;

export type KitComponent = keyof typeof KIT_PROPS;

/** True for the name of a kit component. */
export function isKitComponent(name: string): name is KitComponent {
  return Object.hasOwn(KIT_PROPS, name);
}

/** Props a kit component does not accept (typos such as `categroy`). */
export function unknownProps(component: KitComponent, props: readonly string[]): string[] {
  const allowed: readonly string[] = KIT_PROPS[component];
  return props.filter((prop) => !allowed.includes(prop));
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** The callout type, checked; "note" when left out. */
export function checkCalloutType(type: unknown): CalloutType {
  if (type === undefined) return "note";
  if (typeof type === "string" && (CALLOUT_TYPES as readonly string[]).includes(type)) return type as CalloutType;
  throw new MdxKitError(`<Callout type="${String(type)}">: type must be one of ${CALLOUT_TYPES.join(", ")}`);
}

/**
 * Whether a list prop is given: the browser editor writes a list with nothing in it as `[]` (Keystatic's own list
 * and multiselect fields do), which means what leaving the prop out means.
 */
export const listGiven = (value: unknown): boolean =>
  value !== undefined && !(Array.isArray(value) && value.length === 0);

export interface KeyFigure {
  /** The figure as shown, e.g. "£18.0bn" or "93%". */
  value: string;
  /** What it measures, e.g. "UK franchise turnover, 2024". */
  label: string;
}

export const KEY_FIGURES_MIN = 2;
export const KEY_FIGURES_MAX = 4;

/** Checks a strip of key figures: 2 to 4, each with a value and a label. */
export function checkKeyFigures(figures: unknown): KeyFigure[] {
  if (!Array.isArray(figures)) {
    throw new MdxKitError(`<KeyFigures>: figures must be a list, e.g. figures={[{ value: "93%", label: "…" }, …]}`);
  }
  if (figures.length < KEY_FIGURES_MIN || figures.length > KEY_FIGURES_MAX) {
    throw new MdxKitError(
      `<KeyFigures>: needs ${KEY_FIGURES_MIN} to ${KEY_FIGURES_MAX} figures, got ${figures.length}`,
    );
  }
  return figures.map((figure, index) => {
    const { value, label } = (figure ?? {}) as Partial<KeyFigure>;
    if (!isText(value) || !isText(label)) {
      throw new MdxKitError(`<KeyFigures>: figure ${index + 1} needs a value and a label`);
    }
    return { value, label };
  });
}

/**
 * What `<Fact show="…">` prints: the figure (the default), the day it applies from ("6 April 2026"), or the tax
 * year it is set for ("2026/27"), so a sentence naming the year moves on with the figure.
 */
export const FACT_SHOWS = ["value", "from", "year"] as const;
export type FactShow = (typeof FACT_SHOWS)[number];

/** The fact's `show`, checked; "value" when left out. */
export function checkFactShow(show: unknown): FactShow {
  if (show === undefined) return "value";
  if (typeof show === "string" && (FACT_SHOWS as readonly string[]).includes(show)) return show as FactShow;
  throw new MdxKitError(`<Fact show="${String(show)}">: show must be one of ${FACT_SHOWS.join(", ")}`);
}

/** The text a `<Fact>` prints for `fact`. */
export function factText(fact: UkFact, show: FactShow): string {
  if (show === "value") return fact.display;
  const text = show === "year" ? fact.taxYear : fact.appliesFrom && formatLongDate(fact.appliesFrom);
  if (!text) {
    const field = show === "year" ? "taxYear" : "appliesFrom";
    throw new MdxKitError(
      `<Fact id="${fact.id}" show="${show}">: the fact has no ${field} in src/content/uk-facts.yaml`,
    );
  }
  return text;
}

/** When a fact applies, for a figure's label: its tax year, the day it took effect, or nothing when neither is set. */
export function factPeriod(fact: UkFact): string | undefined {
  return fact.taxYear ?? (fact.appliesFrom && `from ${formatLongDate(fact.appliesFrom)}`);
}

/** Checks a KeyFigures `facts` list: 2 to 4 ids, each in the facts file. */
export function checkFactIds(ids: unknown, known: (id: string) => boolean): string[] {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string")) {
    throw new MdxKitError(`<KeyFigures>: facts must be a list of fact ids, e.g. facts={["national-living-wage", …]}`);
  }
  if (ids.length < KEY_FIGURES_MIN || ids.length > KEY_FIGURES_MAX) {
    throw new MdxKitError(`<KeyFigures>: needs ${KEY_FIGURES_MIN} to ${KEY_FIGURES_MAX} facts, got ${ids.length}`);
  }
  const unknown = (ids as string[]).filter((id) => !known(id));
  if (unknown.length) throw new MdxKitError(unknownFactIdsMessage("KeyFigures", unknown));
  return ids as string[];
}

/** The message for fact ids that are not in src/content/uk-facts.yaml. */
export function unknownFactIdsMessage(component: "Fact" | "KeyFigures", ids: readonly string[]): string {
  return `<${component}>: no fact with id ${ids.map((id) => `"${id}"`).join(", ")} in src/content/uk-facts.yaml`;
}

/** A source a figure strip names: the publisher's page and its address. */
export interface FigureSource {
  source: string;
  sourceUrl: string;
}

/** Key figures from UK facts: each figure with its label and period, and each source once, in order. */
export function factFigures(
  facts: readonly UkFact[],
  ids: readonly string[],
): { figures: KeyFigure[]; sources: FigureSource[] } {
  const chosen = ids.map((id) => factById(facts, id, "<KeyFigures facts>"));
  const sources = new Map(chosen.map((fact) => [fact.sourceUrl, { source: fact.source, sourceUrl: fact.sourceUrl }]));
  return {
    figures: chosen.map((fact) => {
      const period = factPeriod(fact);
      return { value: fact.display, label: period ? `${fact.label} (${period})` : fact.label };
    }),
    sources: [...sources.values()],
  };
}

/** Checks a figure's alt text (required: it is what a screen reader says instead of the picture). */
export function checkAlt(component: "Figure" | "VideoLink", alt: unknown): string {
  if (!isText(alt) || alt.trim().length < 5) {
    throw new MdxKitError(`<${component}>: alt is required and must describe the image (5 characters or more)`);
  }
  return alt;
}

export interface CostRow {
  /** What the money is for, e.g. "Franchise fee". */
  item: string;
  /** Lowest typical cost in GBP. */
  min: number;
  /** Highest typical cost in GBP; leave out for a single figure. */
  max?: number;
  /** A short note, e.g. "payable on signing". */
  note?: string;
}

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** Checks cost rows: at least one, each with an item and amounts where min ≤ max. */
export function checkCostRows(rows: unknown): CostRow[] {
  if (!Array.isArray(rows) || rows.length === 0) {
    throw new MdxKitError(
      `<CostTable>: rows must be a non-empty list, e.g. rows={[{ item: "Franchise fee", min: 10000, max: 25000 }]}`,
    );
  }
  return rows.map((row, index) => {
    const { item, min, max, note } = (row ?? {}) as Partial<CostRow>;
    const where = `<CostTable>: row ${index + 1}`;
    if (!isText(item)) throw new MdxKitError(`${where} needs an item`);
    if (!isAmount(min)) throw new MdxKitError(`${where} ("${item}") needs min, an amount in pounds`);
    if (max !== undefined && (!isAmount(max) || max < min)) {
      throw new MdxKitError(`${where} ("${item}"): max must be an amount no smaller than min`);
    }
    if (note !== undefined && !isText(note)) throw new MdxKitError(`${where} ("${item}"): note must be text`);
    return { item, min, ...(max === undefined ? {} : { max }), ...(note === undefined ? {} : { note }) };
  });
}

/** "£10,000 - £25,000" for a range, "£500" for a single figure. */
export function costLabel(row: Pick<CostRow, "min" | "max">): string {
  return row.max === undefined || row.max === row.min
    ? formatGbp(row.min)
    : `${formatGbp(row.min)} - ${formatGbp(row.max)}`;
}

/** The total of the rows' lows and highs. */
export function costTotal(rows: readonly CostRow[]): { min: number; max: number } {
  return rows.reduce((total, row) => ({ min: total.min + row.min, max: total.max + (row.max ?? row.min) }), {
    min: 0,
    max: 0,
  });
}

/** Checks a video link: an https URL (the page never loads the player, the visitor follows the link). */
export function checkVideoHref(href: unknown): URL {
  const url = typeof href === "string" && URL.canParse(href) ? new URL(href) : undefined;
  if (url?.protocol !== "https:")
    throw new MdxKitError(`<VideoLink href="${String(href)}">: href must be an https:// link`);
  return url;
}

/** "youtube.com" from "https://www.youtube.com/watch?v=…", for the link text. */
export function videoHost(url: URL): string {
  return url.hostname.replace(/^(www|m)\./, "");
}

/** The limit of a franchise list: a whole number from 1 (default 3). */
export function checkListLimit(limit: unknown): number {
  if (limit === undefined) return 3;
  if (typeof limit === "number" && Number.isInteger(limit) && limit >= 1) return limit;
  throw new MdxKitError(`<FranchiseList limit={${String(limit)}}>: limit must be a whole number from 1`);
}

/** The message for a FranchiseCard whose slug names no franchise. */
export function unknownFranchiseMessage(slug: unknown): string {
  return `<FranchiseCard slug="${String(slug)}">: no franchise with that slug in src/content/franchises`;
}

/** The message for a FranchiseList whose category is not a franchise category. */
export function unknownCategoryMessage(category: unknown, component = "FranchiseList"): string {
  return `<${component} category="${String(category)}">: no such key in src/content/franchise-categories.yaml`;
}

/** An image file name as an editor may write it ("./images/x.jpg", "images/x.jpg" or "x.jpg"), reduced to "x.jpg". */
export function imageFileName(src: string): string {
  return src.replace(/\\/g, "/").split("/").at(-1) ?? src;
}
