/**
 * npm run assistant -- "3 bed house in Geelong under 650k" ["actually make it 4 bed" ...]
 * Prints, as JSON, the stored preferences the built-in assistant understands (several
 * arguments are successive turns), with its last reply.
 */
import { assistantTurn, initialAssistantState } from "@/lib/assistant";
import { seedPlaceIndex } from "./assistant-support";

const turns = process.argv.slice(2);
if (turns.length === 0) {
  console.error('Usage: npm run assistant -- "3 bed house in Geelong under 650k" ["actually make it 4 bed" ...]');
  process.exit(2);
}
const places = seedPlaceIndex();
let state = initialAssistantState();
let last = null as ReturnType<typeof assistantTurn>["reply"] | null;
for (const message of turns) {
  const out = assistantTurn({ state, message, places });
  state = out.state;
  last = out.reply;
}
console.log(
  JSON.stringify(
    { preferences: state.preferences, reply: last?.text, form: last?.form, understood: last?.understood, runSearch: last?.runSearch ?? false },
    null,
    2,
  ),
);
