import { sql } from "drizzle-orm";
import { numeric, text } from "drizzle-orm/pg-core";

/*
 * Figures of scoring_inputs as stored generated columns of search_listings (./listings.ts): SQL
 * expressions over the paths of lib/engine/scoring-inputs.ts, which are checked against the
 * engine's ScoringInputs. PostgreSQL works each one out on every insert and update, and for the
 * rows already there when the column is added, so every writer (the search job, an external
 * workflow's delivery, a watch's run, a test's seed) fills them without knowing of them.
 */

/** A path of scoring_inputs as a PostgreSQL text[] literal ('{finance,facts,price}'); its keys are plain words. */
export function scoringPathLiteral(path: readonly string[]): string {
  if (path.length === 0 || !path.every((k) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k))) throw new Error(`not a plain key path: ${path.join(".")}`);
  return `'{${path.join(",")}}'`;
}

/**
 * A plain decimal as text ("650000", "-12.5", " 3.1e2 "): numeric reads it, and its digits and
 * exponent are few enough that the cast can't overflow (numeric refuses an exponent beyond ±1000).
 */
const DECIMAL_TEXT = "'^ *[-+]?([0-9]{1,100}([.][0-9]{0,100})?|[.][0-9]{1,100})([eE][-+]?[0-9]{1,3})? *$'";

/**
 * The number at a path of scoring_inputs, or null, and never an error, so no writer's row can fail
 * to insert: a JSON number as it is; a string only when it is a plain decimal (a workflow may send
 * "650000"); anything else (missing, null, other text, an object) null. Immutable, as a generated
 * column's expression must be.
 */
export function numberAt(path: readonly string[]): string {
  const v = `"scoring_inputs" #> ${scoringPathLiteral(path)}`;
  return `case jsonb_typeof(${v}) when 'number' then (${v})::numeric when 'string' then case when (${v} #>> '{}') ~ ${DECIMAL_TEXT} then (${v} #>> '{}')::numeric end end`;
}

/** The text at a path of scoring_inputs (a JSON string unquoted, anything else as JSON), or null. */
export const textAt = (path: readonly string[]) => `"scoring_inputs" #>> ${scoringPathLiteral(path)}`;

/** A stored numeric column generated from scoring_inputs, read as a JS number. */
export const figure = (name: string, expression: string) => numeric(name, { mode: "number" }).generatedAlwaysAs(sql.raw(expression));

/** A stored text column generated from scoring_inputs. */
export const textFigure = (name: string, expression: string) => text(name).generatedAlwaysAs(sql.raw(expression));
