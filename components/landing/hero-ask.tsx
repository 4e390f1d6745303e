import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/constants";

/**
 * "Or just tell the Property Assistant": a plain GET form to /chat?q=…, which sends the
 * brief as the chat's initial message (spec 1 section 2). Works without JavaScript.
 */
export function HeroAsk() {
  return (
    <form action="/chat" method="get" className="mt-6 max-w-xl" data-testid="hero-ask">
      <label htmlFor="hero-ask-input" className="text-sm font-semibold text-gray-700">
        Or try it now as a guest, no sign-up: describe it to the Property Assistant
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="hero-ask-input"
          name="q"
          required
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder="3 bed house in Geelong under 650k"
          className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-4 py-3 text-ink focus:border-crust-500 focus:outline-none"
        />
        <button type="submit" className="rounded-lg bg-ink px-5 py-3 font-semibold text-white hover:bg-gray-800">
          Ask
        </button>
      </div>
    </form>
  );
}
