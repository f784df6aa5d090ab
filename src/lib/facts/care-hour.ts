/**
 * One hour of home care, costed from the National Living Wage fact (src/content/uk-facts.yaml), so the home-care
 * article's returns table follows the wage each April instead of keeping last year's pay. Every assumption is
 * here or in the article's props, and the table states them under itself.
 */

/** One kind of client: what an hour is charged, the paid travel it brings and its mileage. */
export interface CareHourColumn {
  /** The column heading, e.g. "Private-pay client". */
  label: string;
  /** Hourly rate charged to the client, in pounds. */
  charge: number;
  /** Paid travel time per hour of care, as a share of the hour (0.2: twelve minutes). */
  travelRatio: number;
  /** Mileage and other direct costs per hour of care, in pounds. */
  mileage: number;
}

/** Assumptions shared by every column. */
export interface CareHourModel {
  /** Pounds an hour a care worker is paid above the National Living Wage. */
  payAboveMinimum: number;
  /** Holiday pay, employer National Insurance and pension, as a share of pay. */
  onCostShare: number;
}

/** Basis: holiday pay 12.07% of pay (5.6 weeks), employer NI on a part-time worker's pay above the threshold, and
 * the minimum pension contribution come to about a quarter of pay; a worker paid a little above the minimum. */
export const CARE_HOUR_MODEL: CareHourModel = { payAboveMinimum: 0.5, onCostShare: 0.24 };

export interface CareHourResult {
  /** The worker's hourly rate: the National Living Wage plus the premium. */
  hourlyPay: number;
  /** Pay per hour of care, paid travel included. */
  pay: number;
  onCosts: number;
  mileage: number;
  charge: number;
  margin: number;
  /** Margin as a whole percentage of the charge. */
  marginPercent: number;
}

const pence = (pounds: number) => Math.round(pounds * 100) / 100;

/** The cost and gross margin of one hour of care for a column, from the National Living Wage in pounds an hour. */
export function careHourMargin(
  nationalLivingWage: number,
  column: CareHourColumn,
  model: CareHourModel = CARE_HOUR_MODEL,
): CareHourResult {
  if (!(column.travelRatio >= 0 && column.travelRatio < 1))
    throw new Error(`${column.label}: travelRatio must be a share of an hour, from 0 up to 1`);
  const hourlyPay = pence(nationalLivingWage + model.payAboveMinimum);
  const pay = pence(hourlyPay * (1 + column.travelRatio));
  const onCosts = pence(pay * model.onCostShare);
  const margin = pence(column.charge - pay - onCosts - column.mileage);
  return {
    hourlyPay,
    pay,
    onCosts,
    mileage: column.mileage,
    charge: column.charge,
    margin,
    marginPercent: Math.round((margin / column.charge) * 100),
  };
}

/** "£14.53": pounds and pence, as the table shows them. */
export function formatPounds(amount: number): string {
  return `${amount < 0 ? "-" : ""}£${Math.abs(amount).toFixed(2)}`;
}
