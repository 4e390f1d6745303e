import type { ESLint, Rule } from "eslint";

/** Types for eslint/layers.mjs (plain JavaScript, as ESLint loads it), for its test. */
declare const layers: ESLint.Plugin & { rules: Record<string, Rule.RuleModule> };
export default layers;
export declare const LIB_RESTRICTED_GLOBALS: { name: string; message: string }[];
export declare const LIB_ORDER: Record<string, string[]>;
