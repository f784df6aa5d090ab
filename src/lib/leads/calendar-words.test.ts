// The calendar files' words are the owner's (src/content/pages/calendar-files.yaml): each line may use only the
// placeholders its code fills in, so every line given each placeholder it allows comes out with none left unfilled,
// and a placeholder the code does not fill there is refused, naming the field.
import { describe, expect, it } from "vitest";
import { calendarWordsFromFile, calendarWordsIn } from "./calendar-words";
import {
  CALENDAR_PLACEHOLDERS,
  calendarWordsSchema,
  type CalendarWordsCopy,
} from "@/lib/schemas/calendar-words-schema";
import { withEveryAllowedPlaceholder } from "../../../tests/support/copy-placeholders";

const call = { name: "Kim Lee", phone: "07700 900456", topic: "A care franchise" };
const unfilled = /\{[A-Za-z]/;

/** Every text the words make, for a call with and without a topic. */
function everyText(words: ReturnType<typeof calendarWordsIn>): string[] {
  const { entry, callLocation, visitorCall, ownerCall } = words;
  return [
    entry.cancelled,
    entry.postponed,
    entry.cancelledTitle("An evening in Leeds"),
    entry.details("https://www.example.test/events/leeds"),
    callLocation,
    visitorCall.title,
    visitorCall.summary,
    ...Object.values(ownerCall(call)),
    ...Object.values(ownerCall({ ...call, topic: undefined })),
  ];
}

describe("the calendar files' words", () => {
  it("fill in every placeholder a line may use", () => {
    const names = ["businessName", ...Object.keys(CALENDAR_PLACEHOLDERS)];
    const { copy, added } = withEveryAllowedPlaceholder(calendarWordsSchema, calendarWordsFromFile, names);
    expect(added).toBeGreaterThan(0);
    for (const text of everyText(calendarWordsIn(copy as CalendarWordsCopy, "An Example Advisory")))
      expect(text).not.toMatch(unfilled);
  });

  it("name the business the file is sent in, and give the topic's line only when there is one", () => {
    const copy = calendarWordsSchema.parse({
      ...calendarWordsFromFile,
      visitorCall: { title: "Call with {businessName}", summary: "We call you." },
      ownerCall: { title: "Call: {name}", callOn: "Ring {name} on {visitorPhone}.", topic: "About: {topic}" },
    });
    const words = calendarWordsIn(copy, "An Example Advisory");
    expect(words.visitorCall.title).toBe("Call with An Example Advisory");
    expect(words.ownerCall(call)).toEqual({
      title: "Call: Kim Lee",
      summary: "Ring Kim Lee on 07700 900456.\nAbout: A care franchise",
    });
    expect(words.ownerCall({ ...call, topic: undefined }).summary).toBe("Ring Kim Lee on 07700 900456.");
  });

  it("refuse a placeholder the code does not fill there, naming the field", () => {
    const parsed = calendarWordsSchema.safeParse({ ...calendarWordsFromFile, cancelled: "{title} is off." });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["cancelled"],
      message: expect.stringContaining("unknown placeholder {title}"),
    });
  });
});
