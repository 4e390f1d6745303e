/** Types for scripts/build/compile-hints.mjs (plain JavaScript, as the build runs it with node), for its test. */
export declare const COMPILE_HINT: string;
export declare function addCompileHints(distDir: string): Promise<number>;
