/**
 * npm run assistant -- "3 bed house in Geelong under 650k" ["actually make it 4 bed" ...]
 * Prints, as JSON on stdout, the stored preferences the built-in assistant understands
 * (several arguments are successive turns). Its replies go to stderr, so
 * `npm run -s assistant -- "…" | jq .locations` sees only the preferences.
 * --full prints { preferences, reply, form, understood, runSearch, summary, offTopic, suggestions } instead;
 * suggestions need the suburb facts, derived from the seed data on the first turn that asks.
 */
import { assistantTurn, initialAssistantState, needsSuburbFacts, type AssistantReply } from "@/lib/assistant";
import { seedPlaceIndex, seedSuburbFacts } from "../bench/assistant-support";

const full = process.argv.includes("--full");
const turns = process.argv.slice(2).filter((a) => a !== "--full");
if (turns.length === 0) {
  console.error('Usage: npm run assistant -- "3 bed house in Geelong under 650k" ["actually make it 4 bed" ...] [--full]');
  process.exit(2);
}
const places = seedPlaceIndex();
let state = initialAssistantState();
let last: AssistantReply | null = null;
for (const message of turns) {
  const out = assistantTurn({ state, message, places, suburbs: needsSuburbFacts(message, state) ? seedSuburbFacts() : undefined });
  state = out.state;
  last = out.reply;
  if (!full) {
    console.error(`> ${message}\n${out.reply.text}`);
    for (const f of out.reply.form ?? []) console.error(`  [form] ${f.label} (${f.type}${f.options ? `: ${f.options.join(" | ")}` : ""})`);
    if (out.reply.runSearch) console.error("  [runs the search]");
  }
}
console.log(
  JSON.stringify(
    full
      ? { preferences: state.preferences, reply: last?.text, form: last?.form, understood: last?.understood, runSearch: last?.runSearch ?? false, summary: last?.summary, offTopic: last?.offTopic ?? false, suggestions: last?.suggestions }
      : state.preferences,
    null,
    2,
  ),
);
