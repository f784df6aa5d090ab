// Preloaded into a server started for a test (node --import) to run it at another time: SHIFTED_CLOCK_AT names the
// instant the process starts at, and the clock runs on from there. Lets a test show what the built site does
// after an event ends, without a rebuild and without waiting. Never loaded by `npm start`.
const target = Date.parse(process.env.SHIFTED_CLOCK_AT ?? "");
if (Number.isNaN(target)) throw new Error("SHIFTED_CLOCK_AT must be an ISO date and time");
const RealDate = Date;
const offset = target - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
