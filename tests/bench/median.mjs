// @ts-check
/**
 * The middle value of a list of measurements (the upper of the two middle ones for an even count), as every bench
 * here reports its repeated runs.
 * @param {number[]} values
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
