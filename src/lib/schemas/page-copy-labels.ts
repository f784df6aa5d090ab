/**
 * What an owner reads as each field's title on the page-copy forms of the browser editor, by the field's path in its
 * file (`booking.bookedOne`, `thankYou.steps[]`), where the title made from its key would read like code ("Booked
 * one"). The field's notes (its description) stay the schema's. Read by the registry (page-copy-files.ts).
 */

/** Titles by field path, or a title and a description in place of the schema's. */
export type FormLabels = Readonly<Record<string, string | { label?: string; description?: string }>>;

/** The visitor's confirmation of an event booking, the notice of a cancelled event, and the business's own mail. */
const leadMails: FormLabels = {
  greeting: "Greeting (the first line of every mail)",
  booking: "Booking confirmation, to the visitor",
  "booking.subject": "Subject: a seat booked",
  "booking.waitingSubject": "Subject: on the waiting list",
  "booking.bookedOne": "First line: one seat booked",
  "booking.bookedMany": "First line: several seats booked",
  "booking.waiting": "First line: on the waiting list",
  "booking.when": "When the event is",
  "booking.where": "Where it is",
  "booking.details": "Link to the event's page",
  "booking.calendarFile": "About the calendar file",
  "booking.giveUp": "Link to give the seat up",
  "booking.leaveWaitingList": "Link to leave the waiting list",
  "booking.question": "Last line: how to ask us something",
  "booking.questionNoLink": "Last line, when the mail has no link to the booking",
  eventCancelled: "Event cancelled, to everyone booked or waiting",
  "eventCancelled.cancelled": "First line: the event is cancelled",
  "eventCancelled.seatCancelled": "For someone with a seat",
  "eventCancelled.wasWaiting": "For someone on the waiting list",
  "eventCancelled.otherEvents": "Link to the other events",
  "eventCancelled.questions": "Last line: how to ask us something",
  owner: "Your own notification of each enquiry or booking",
  "owner.kinds": "The name of each kind of enquiry or booking",
  "owner.kinds.booked": "A seat booked at an event",
  "owner.kinds.waitingList": "A place on an event's waiting list",
  "owner.kinds.call": "A free call booked",
  "owner.kinds.consultation": "A consultation request",
  "owner.kinds.enquiry": "A franchise enquiry",
  "owner.oneSeat": "Booking line: one seat",
  "owner.manySeats": "Booking line: several seats",
  "owner.givenUp": "Booking line: the seat given up",
  "owner.waiting": "Booking line: on the waiting list",
  "owner.callMovedSubject": "Subject: a free call moved",
  "owner.callCancelledSubject": "Subject: a free call cancelled",
};

/** The visitor's mails about their free call. */
const freeCallMails: FormLabels = {
  greeting: "Greeting (the first line of every mail)",
  callYou: "Which number we will call",
  confirmation: "Confirmation, as the call is booked",
  "confirmation.booked": "First line: the call is booked",
  "confirmation.calendarFile": "About the calendar file",
  "confirmation.manage": "Link to change or cancel the call",
  "confirmation.sooner": "Last line: our number, for anyone who cannot wait",
  moved: "The call moved",
  "moved.moved": "First line: the call's new time",
  "moved.calendarFile": "About the calendar file",
  "moved.manage": "Link to change or cancel the call",
  cancelled: "The call cancelled",
  "cancelled.cancelled": "First line: the call is cancelled",
  "cancelled.calendarFile": "About the calendar file (it takes the call out of a calendar)",
  "cancelled.bookAgain": "Link to book another time",
  "cancelled.callUs": "Last line: our number",
  reminder: "Reminder, the day before",
  "reminder.reminder": "First line: the call's time",
  "reminder.manage": "Link to change or cancel the call",
};

/** What a refused booking or enquiry is told. */
const leadRefusals: FormLabels = {
  contact: "Consultation requests and franchise enquiries",
  "contact.saveFailed": "Could not be saved",
  "contact.franchisesNotListed": "A franchise that is not in the catalogue",
  form: "Every form",
  "form.tooLong": "Too long to take",
  "form.checkFields": "Fields to correct",
  "form.tooFast": "Sent too quickly",
  "form.rateLimitedOne": "Too many sent: one minute to wait",
  "form.rateLimitedMany": "Too many sent: several minutes to wait",
  booking: "Event bookings",
  "booking.notTaking": "Not taking bookings (under the form)",
  "booking.notTakingPage": "Not taking bookings (at the top of the page)",
  "booking.fullOne": "Fully booked: one seat asked for",
  "booking.fullMany": "Fully booked: several seats asked for",
  "booking.tooManySeats": "More seats than one booking holds",
  "booking.shareConsent": "A franchisor's day: the box not ticked",
  "booking.heldOne": "What the address holds: one seat",
  "booking.heldMany": "What the address holds: several seats",
  "booking.alreadyBooked": "Booked already",
  "booking.alreadyWaiting": "On the waiting list already",
  "booking.alreadyNext": "After either: nothing changed, and how to change the booking",
  "booking.upTo": "Note: the most seats one booking holds",
  "booking.saveFailed": "Could not be saved",
  call: "Free call bookings",
  "call.closed": "Calls cannot be booked online",
  "call.diaryUnreadable": "Our calendar could not be read",
  "call.noLongerFree": "The time is no longer free",
  "call.justTaken": "The time was just taken",
  "call.alreadyBooked": "A call booked already",
  "call.saveFailed": "Could not be saved",
  mailCapped: "Too many emails to one address today",
};

/** An event page's notices. */
const eventNotices: FormLabels = {
  cancelled: "Event cancelled",
  postponed: "Event postponed",
  movedOnline: "Event moved online",
  soldOut: "Event fully booked",
  ended: "Event over",
  eventsLink: "Link to the events listing",
};

/** The calendar files' words. */
const calendarFiles: FormLabels = {
  cancelled: "First line: cancelled",
  postponed: "First line: postponed",
  cancelledTitle: "Title of a cancelled entry",
  details: "Last line: the link to its page",
  callLocation: "Where a free call takes place",
  visitorCall: "The visitor's free call",
  "visitorCall.summary": "Notes",
  ownerCall: "Your own copy of a free call",
  "ownerCall.callOn": "First line: whom to call",
  "ownerCall.topic": "What the call is about",
};

/** The contact forms' words. */
const contactPage: FormLabels = {
  enquiryReasons: "Why the enquiry form asks each question",
  "enquiryReasons.leadTime": "When would you like to start?",
  "enquiryReasons.liquidCash": "Liquid cash available",
  "enquiryReasons.homeowner": "Do you own your home?",
  thankYou: "Thank you, once a form is sent",
  "thankYou.lead": "The line under the heading",
  "thankYou.steps": "What happens next",
  "thankYou.steps[]": "Step",
  "thankYou.sooner": "Closing line, with the phone number",
  alreadyReceived: "A form sent again with changed answers",
  notSent: "A form that could not be sent",
  checkFields: "A form whose answers need correcting",
  formsBelow: "Above both forms, before they become tabs",
  chooseForm: "Under the tabs, when neither is chosen",
};

/** The head of /thank-you. */
const thankYouPage: FormLabels = {
  metaTitle: "Title in the browser tab",
  metaDescription: "Description, for link previews",
};

/** The page a form sent without JavaScript lands on when it could not be accepted. */
const leadErrorPage: FormLabels = {
  metaDescription: "Description, for link previews",
  fallbackMessage: "The line when no form was sent to the page",
  fullyBooked: "The event filled up",
  "fullyBooked.lead": "The line above the waiting list's form",
  "fullyBooked.formHeading": "Heading over the waiting list's form",
  held: "The address already holds a booking",
  "held.event": "Label: the event",
  "held.booked": "Label: how many booked",
  "held.waiting": "Label: how many on the waiting list",
  "held.bookedOn": "Label: the day it was booked",
  "held.changeLink": "Link to email us to change it",
  "held.changeSubject": "That email's subject",
  received: "The form was received before",
  fieldProblem: "Answers to correct",
  "fieldProblem.lead": "The line above the form",
  notSent: "Not sent, for any other reason",
  backLink: "Link back to the form",
  callLink: "Link to call us",
  bookAgainHeading: "Heading over a booking form to correct",
  sendAgainHeading: "Heading over the contact forms to correct",
  ...Object.fromEntries(
    ["fullyBooked", "held", "received", "fieldProblem", "notSent"].flatMap((outcome) => [
      [`${outcome}.metaTitle`, "Title in the browser tab"],
      [`${outcome}.heading`, "Heading"],
    ]),
  ),
};

/** The words of /affordability beyond its head and heading, and /shortlist's notices. */
const decidePages: FormLabels = {
  "affordability.cashHint": "Hint under the cash field",
  "affordability.incomeHint": "Hint under the monthly income field",
  "affordability.matchNote": "Note pointing to Find my franchise",
  "affordability.guidance": "Guidance warning beside the form",
  "affordability.rules": "How we work it out",
  "affordability.rules.lending": "What a lender may lend",
  "affordability.rules.established": "What counts as established",
  "affordability.rules.contingency": "The contingency",
  "affordability.rules.workingCapital": "Working capital",
  "affordability.rules.loan": "The loan and its repayment",
  "affordability.rules.security": "Security",
  "affordability.range": "Which amounts are worked out",
  "affordability.guide": "Link to the article on financing a franchise",
  "shortlist.notices": "Shortlist notices",
  "shortlist.notices.unknown": "Franchise not in the directory",
  "shortlist.notices.cleared": "Shortlist cleared",
  "shortlist.notices.savedMany": "Several saved",
  "shortlist.notices.notSavedMany": "Several not saved: cookies refused",
  "shortlist.notices.removed": "One removed",
  "shortlist.notices.notSaved": "One not saved: cookies refused",
  "shortlist.notices.saved": "One saved",
  "shortlist.notices.alreadySaved": "Already on the shortlist",
  ...Object.fromEntries(
    ["matchNote", "guide"].flatMap((part) => [
      [`affordability.${part}.before`, "Words before the link"],
      [`affordability.${part}.link`, "The link's words"],
      [`affordability.${part}.after`, "Words after the link"],
    ]),
  ),
};

/** The directory's words that a field name alone would not explain. */
const franchisePages: FormLabels = {
  "directory.resultsDescription": "Description of a search's results page",
};

/** The location pages' file also holds one line of /locations itself. */
const locationPage: FormLabels = {
  searchNoMatch: "Locations search: nothing matches",
};

/** Every page-copy form's titles, by its content collection's name (PAGE_COPY_FILES). */
export const PAGE_COPY_LABELS = {
  leadMails,
  freeCallMails,
  leadRefusals,
  eventNotices,
  calendarFiles,
  contactPage,
  thankYouPage,
  leadErrorPage,
  decidePages,
  franchisePages,
  locationPage,
} satisfies Record<string, FormLabels>;
