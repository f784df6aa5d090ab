/**
 * A franchise's terms as rows of a "Key terms" table: one label and one value each, "not disclosed" where the
 * franchisor has not given it. The franchise page and /compare show the same rows, so a term reads the same
 * wherever it appears. Labels only: nothing here says anything about a business beyond its own figures.
 */
import { formatGbp, formatGbpRange, formatLongDate } from "../ui/format";
import { NOT_DISCLOSED, disclosed, type FranchiseTerms } from "./terms-schema";

/** What the rows read besides the terms: the network's record, kept at the entry's top level. */
export interface TermsRecord {
  terms: FranchiseTerms;
  franchisingInUkSince?: number;
  tradingFranchisees?: number;
  tradingFranchiseesAsOf?: string;
}

export type TermRowKey =
  | "investmentCovers"
  | "initialFee"
  | "managementServiceFee"
  | "marketingLevy"
  | "minimum"
  | "termYears"
  | "renewal"
  | "transferFee"
  | "territory"
  | "training"
  | "workingCapital"
  | "vehicle"
  | "premises"
  | "yearsFranchising"
  | "franchiseesTrading"
  | "unitsClosedOrSold"
  | "bfaMembership";

export interface TermRow {
  key: TermRowKey;
  label: string;
  value: string;
}

const percentWords = (percent: number) => `${percent}%`;

/** "8% of turnover", "£395 a month", "4% of turnover + £150 a month". */
export function ongoingFeeWords(fee: FranchiseTerms["managementServiceFee"]): string {
  const figures = disclosed(fee);
  if (!figures) return NOT_DISCLOSED;
  const parts = [
    figures.percent !== undefined ? `${percentWords(figures.percent)} of turnover` : "",
    figures.monthly !== undefined ? `${formatGbp(figures.monthly)} a month` : "",
  ].filter(Boolean);
  return parts.join(" + ");
}

/** What an investment range includes and excludes, worded once for every place the range appears. */
export function investmentCoversLabel(covers: FranchiseTerms["investmentCovers"]): string {
  const names = { vat: "VAT", workingCapital: "working capital", vehicle: "vehicle", premises: "premises" } as const;
  const keys = Object.keys(names) as (keyof typeof names)[];
  const having = (state: string) => keys.filter((key) => covers[key] === state).map((key) => names[key]);
  const list = (items: string[]) =>
    items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  const parts = [
    having("included").length ? `including ${list(having("included"))}` : "",
    having("excluded").length ? `excluding ${list(having("excluded"))}` : "",
    having("not needed").length ? `no ${list(having("not needed"))} needed` : "",
    having(NOT_DISCLOSED).length ? `${list(having(NOT_DISCLOSED))} not disclosed` : "",
  ].filter(Boolean);
  return parts.join("; ");
}

const need = (value: FranchiseTerms["vehicle"]) => {
  const figures = disclosed(value);
  if (!figures) return NOT_DISCLOSED;
  if (figures.need === "not needed") return "Not needed";
  return figures.cost !== undefined ? `Needed (about ${formatGbp(figures.cost)})` : "Needed (cost not disclosed)";
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Key terms rows, in the order a buyer reads them: what it costs, what you sign, what the network is. */
export function keyTermRows(record: TermsRecord, now: Date = new Date()): TermRow[] {
  const { terms } = record;
  const initial = disclosed(terms.initialFee);
  const minimum = disclosed(terms.minimum);
  const term = disclosed(terms.termYears);
  const renewal = disclosed(terms.renewal);
  const transfer = disclosed(terms.transferFee);
  const territory = disclosed(terms.territory);
  const training = disclosed(terms.training);
  const capital = disclosed(terms.workingCapital);
  const units = disclosed(terms.unitsClosedOrSold);
  const bfa = disclosed(terms.bfaMembership);
  const years = record.franchisingInUkSince;
  const rows: [TermRowKey, string, string][] = [
    ["investmentCovers", "Investment range covers", capitalised(investmentCoversLabel(terms.investmentCovers))],
    ["initialFee", "Initial franchise fee", initial ? `${formatGbp(initial.amount)} ${initial.vat}` : NOT_DISCLOSED],
    ["managementServiceFee", "Management service fee", ongoingFeeWords(terms.managementServiceFee)],
    ["marketingLevy", "Marketing levy", ongoingFeeWords(terms.marketingLevy)],
    [
      "minimum",
      "Minimum fee or turnover",
      !minimum
        ? NOT_DISCLOSED
        : minimum.kind === "none"
          ? "None"
          : `${capitalised(minimum.kind)}: ${formatGbp(minimum.amount ?? 0)}`,
    ],
    [
      "termYears",
      "Term of the agreement",
      term ? `${term.years} ${term.years === 1 ? "year" : "years"}` : NOT_DISCLOSED,
    ],
    [
      "renewal",
      "Renewal",
      renewal
        ? `${renewal.fee === 0 ? "No fee" : `${formatGbp(renewal.fee)} fee`}${renewal.conditions ? `. Conditions: ${renewal.conditions}` : ""}`
        : NOT_DISCLOSED,
    ],
    [
      "transferFee",
      "Transfer (resale) fee",
      !transfer
        ? NOT_DISCLOSED
        : transfer.basis === "fixed"
          ? formatGbp(transfer.amount ?? 0)
          : `${percentWords(transfer.percent ?? 0)} of the sale price`,
    ],
    [
      "territory",
      "Territory",
      territory
        ? `${territory.exclusive ? "Exclusive" : "Not exclusive"}, ${territory.basis === "none" ? "no defined area" : `by ${territory.basis}`}${territory.size ? ` (${territory.size})` : ""}`
        : NOT_DISCLOSED,
    ],
    [
      "training",
      "Training and launch support",
      training ? `${training.trainingDays} days' training, ${training.launchDays} days' launch support` : NOT_DISCLOSED,
    ],
    [
      "workingCapital",
      "Working capital advised",
      capital ? formatGbpRange({ min: capital.min, max: capital.max }) : NOT_DISCLOSED,
    ],
    ["vehicle", "Vehicle", need(terms.vehicle)],
    ["premises", "Premises", need(terms.premises)],
    [
      "yearsFranchising",
      "Franchising in the UK",
      years !== undefined ? `${now.getUTCFullYear() - years} years (since ${years})` : NOT_DISCLOSED,
    ],
    [
      "franchiseesTrading",
      "Franchisees trading",
      record.tradingFranchisees !== undefined
        ? `${record.tradingFranchisees}${record.tradingFranchiseesAsOf ? ` (as of ${formatLongDate(record.tradingFranchiseesAsOf)})` : ""}`
        : NOT_DISCLOSED,
    ],
    [
      "unitsClosedOrSold",
      "Units closed or sold, last 3 years",
      units ? `${units.closed} closed, ${units.sold} sold (to ${formatLongDate(units.asOf)})` : NOT_DISCLOSED,
    ],
    [
      "bfaMembership",
      "bfa membership, as stated",
      bfa ? `${capitalised(bfa.status)} (checked ${formatLongDate(bfa.checkedOn)})` : NOT_DISCLOSED,
    ],
  ];
  return rows.map(([key, label, value]) => ({ key, label, value }));
}
