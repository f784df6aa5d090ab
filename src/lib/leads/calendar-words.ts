/**
 * The calendar files' words in the owner's words (src/content/pages/calendar-files.yaml), read outside the content
 * layer because the server writes files too (a booking's .ics, a call's): bundled with the server, read from disk in
 * plain Node (bundledText). Each line is filled in with the site settings and the values its code gives it.
 */
import { bundledText } from "@/lib/site/bundled-text";
import type { CalendarWords } from "@/lib/events/calendar";
import { calendarWordsSchema, type CalendarWordsCopy } from "@/lib/schemas/calendar-words-schema";
import { copyFiller, parseCopyFile } from "@/lib/leads/copy-file";

const CALENDAR_WORDS_FILE = "src/content/pages/calendar-files.yaml";

/** The file's words, checked with the schema the build checks it with. */
export const calendarWordsFromFile: CalendarWordsCopy = parseCopyFile(
  CALENDAR_WORDS_FILE,
  calendarWordsSchema,
  bundledText(
    () =>
      import.meta.glob<string>("/src/content/pages/calendar-files.yaml", {
        query: "?raw",
        import: "default",
        eager: true,
      }),
    "/src/content/pages/calendar-files.yaml",
    new URL("../../content/pages/calendar-files.yaml", import.meta.url),
  ),
);

/**
 * The words of `copy` filled in, for a file sent in `businessName`'s name (the server's setting, which the site's
 * may not be; the site's when not given): those of every entry, and those of a free call's two files.
 */
export function calendarWordsIn(copy: CalendarWordsCopy, businessName?: string) {
  const say = (line: string, values: Record<string, string> = {}) =>
    copyFiller(CALENDAR_WORDS_FILE, { ...(businessName && { businessName }), ...values })(line);
  const entry: CalendarWords = {
    cancelled: say(copy.cancelled),
    postponed: say(copy.postponed),
    cancelledTitle: (title) => say(copy.cancelledTitle, { title }),
    details: (link) => say(copy.details, { link }),
  };
  return {
    entry,
    callLocation: say(copy.callLocation),
    visitorCall: { title: say(copy.visitorCall.title), summary: say(copy.visitorCall.summary) },
    /** The business's own file of a call: its title, and its notes (the topic's line only when there is one). */
    ownerCall: (call: { name: string; phone: string; topic?: string }) => ({
      title: say(copy.ownerCall.title, { name: call.name }),
      summary: [
        say(copy.ownerCall.callOn, { name: call.name, visitorPhone: call.phone }),
        call.topic && say(copy.ownerCall.topic, { topic: call.topic }),
      ]
        .filter(Boolean)
        .join("\n"),
    }),
  };
}
