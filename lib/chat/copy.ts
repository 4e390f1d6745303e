import { formatNumber } from "@/lib/money";
/** The Property Assistant's copy (spec 1 sections 2 and 8), named once. */
export const CHAT_COPY = {
  title: "Property Assistant",
  newSearch: "New Search",
  emptyState: "Start a conversation with your AI property assistant",
  signInTip: "Tip: sign in to save your searches and come back to them on any device.",
  signIn: "Sign in",
  placeholder: "Type your property requirements...",
  send: "Send",
  submitForm: "Send answers",
  viewMatches: "View matches",
  editPreferences: "Edit in Preferences",
  restoring: "Restoring your conversation…",
  readOnly: "This is a shared conversation: you can read it, but only its owner can continue it.",
  /** A shared search's conversation is its owner's: a link shares the search and its results only. */
  withheld: "This search was shared with you. Its conversation stays with the person who shared it: press New Search to start your own.",
  // Neutral, as the preferences' take-over dialog: the viewer may have started it as a guest, or opened a guest's link.
  claimPrompt: "This conversation was started by someone who wasn't signed in. Take it over to continue it: it becomes one of your sessions, and anyone with its link can still read it.",
  claim: "Take it over",
  claimFailed: { title: "Error", description: "Couldn't take over this conversation. Please try again, or start a New Search." },
  llmFallback: "The AI model couldn't answer this time, so the built-in assistant replied instead.",
  // The LLM mode's other outcomes (docs/LLM-MODE.md, "When the model can't answer").
  llmBusy: "The AI model is busy right now, so the built-in assistant replied instead. Try again in a minute.",
  llmUnavailable: "The AI model is unavailable right now, so the built-in assistant replied instead.",
  llmIncomplete: "The AI model stopped before finishing its reply; this says what was done.",
  llmStopped: "Stopped. This says what was done before you stopped it.",
  llmRefused: "The AI model declined to answer this message.",
  llmFiltered: "The AI provider's content filter withheld the answer to this message. Please rephrase it.",
  llmFilteredPartly: "The AI provider's content filter stopped the rest of this answer.",
  llmCutShort: "This answer reached the AI model's length limit and was cut short.",
  newSearchStarted: { title: "New Search", description: "Your previous conversation is saved with its session." },
  // The chat screen around the spec's copy (docs/ASSISTANT.md, "The chat screen").
  starterHeading: "Try one of these",
  stop: "Stop",
  stopped: "Stopped",
  editMessage: "Edit message",
  editLabel: "Edit your message",
  cancelEdit: "Cancel",
  sendEdit: "Send edit",
  yourBrief: "Your brief",
  briefAdded: "Added to your brief",
  briefRemoved: "Removed from your brief",
  replying: "The assistant is replying…",
  topMatches: "Your best matches so far",
  seeAll: (n: number) => `See all ${formatNumber(n)} ${n === 1 ? "match" : "matches"}`,
  characterCount: "Characters used",
  // The summary the assistant shows before searching, and its suggestions (docs/ASSISTANT.md, "The reply").
  summaryHeading: "What I understood",
  summaryDoubt: "not sure about this one",
  summaryEdit: "press to change it",
  summaryApply: "Update",
  summaryActions: "Before I search",
  searchNow: "Search now",
  suggestionsHeading: "Suggested suburbs",
  addSuggestion: "Add to your brief",
} as const;

/**
 * The empty chat's starter prompts: two complete briefs a buyer might write and a question
 * the assistant answers, each sent as it reads.
 */
export const STARTER_PROMPTS = [
  "3 bed house in Geelong or Ballarat under 650k, good cash flow, no flood zones",
  "3 bed house on 700sqm+ in Bendigo under 700k that I could subdivide",
  "What does gross yield mean?",
] as const;

/** Spec 1 section 8, chat errors. */
export const CHAT_ERRORS = {
  timeout: { title: "No Results Found", description: "We were unable to find any results at this time. Please revise your preferences and try again." },
  connection: { title: "Connection Error", description: "Sorry, I couldn't reach the assistant. Please try again." },
} as const;

/** The assistant's loading lines (spec 1 section 2: 20 cooking-themed messages, 3 s each, 300 ms fade). */
export const CHAT_LOADING_MESSAGES = [
  "Reading the recipe…",
  "Gathering the ingredients…",
  "Chopping up your brief…",
  "Weighing the budget…",
  "Sifting through suburbs…",
  "Warming up the oven…",
  "Stirring in your must-haves…",
  "Folding in the strategy…",
  "Tasting for cash flow…",
  "Simmering the numbers…",
  "Seasoning with local data…",
  "Kneading the details…",
  "Letting the dough rest…",
  "Checking it's cooked through…",
  "Skimming off the flood zones…",
  "Reducing the shortlist…",
  "Whisking up an answer…",
  "Garnishing the reply…",
  "Plating up…",
  "Ringing the dinner bell…",
] as const;
