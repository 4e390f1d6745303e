/**
 * Side-effect import for the integration tests that sign in by setting `viewer.current`
 * (search-fixtures.ts): getCurrentUser() answers with whoever the test put there, a guest
 * (null) by default. Import it before anything that loads @/server/auth/current-user, so
 * the mock is registered first (vitest applies a vi.mock from any module the test loads).
 */
import { vi } from "vitest";

vi.mock("@/server/auth/current-user", async () => {
  const { viewer } = await import("./search-fixtures");
  return { getCurrentUser: async () => viewer.current };
});
