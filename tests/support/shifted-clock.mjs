// @ts-check
// Preloaded into a server started for a test (node --import) to run it at another time: SHIFTED_CLOCK_AT names the
// instant the process starts at, and the clock runs on from there. Lets a test show what the built site does
// after an event ends, without a rebuild and without waiting. Never loaded by `npm start`.
const target = Date.parse(process.env.SHIFTED_CLOCK_AT ?? "");
if (Number.isNaN(target)) throw new Error("SHIFTED_CLOCK_AT must be an ISO date and time");
const RealDate = Date;
const offset = target - RealDate.now();

class ShiftedDate extends RealDate {
  /** @param {(string | number | Date)[]} args */
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else if (args.length === 1) super(args[0]);
    else {
      const [year, month, ...rest] = /** @type {number[]} */ (args);
      super(year, month, ...rest);
    }
  }
  static now() {
    return RealDate.now() + offset;
  }
}
// The subclass is a Date constructor in all but TypeScript's view of its call signature (Date() without new).
globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (ShiftedDate));
