/**
 * The route fuzz, part 3 of 3 (tests/integration/support/fuzz-shared.ts says what it checks; the handlers are
 * dealt round-robin to three files so they spread over workers). Sign-in and the search queue are stubbed here:
 * vi.mock belongs to the test file.
 */
import { vi } from "vitest";
import { fuzzShard } from "./support/fuzz-shared";

vi.mock("@/server/auth/current-user", async () => {
  const { viewer: v } = await import("./search-fixtures");
  return { getCurrentUser: async () => v.current };
});
vi.mock("@/server/auth/auth", async () => {
  const { InvalidCredentials } = await import("@/server/auth/credentials");
  return {
    auth: async () => null,
    signOut: async () => {},
    signIn: async () => {
      throw new InvalidCredentials();
    },
  };
});
vi.mock("@/server/search/queue", () => ({ enqueueSearch: async () => {}, stopBoss: async () => {} }));
vi.mock("@/server/search/worker", () => ({ ensureInProcessWorker: async () => {}, resetWorkerForTests: () => {} }));
fuzzShard(3);
