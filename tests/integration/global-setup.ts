/**
 * Runs once per integration project and run (vitest.config.ts globalSetup): migrates one template for the
 * project's driver, which tests/integration/setup.ts copies for each file instead of migrating again —
 * a PostgreSQL database copied with CREATE DATABASE … TEMPLATE, or a PGlite data directory dumped to a file
 * and loaded into each file's in-memory database. Dropped or deleted when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedPostgresTemplate, dumpMigratedPglite, type MigratedTemplate } from "@/db/scratch";

declare module "vitest" {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate | null;
  }
}

export default async function setup(project: TestProject) {
  const t = Date.now();
  if (project.name === "integration-postgres") {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the postgres integration project");
    const template = await createMigratedPostgresTemplate({ baseUrl, prefix: `${process.env.TEST_DB_PREFIX ?? "propie_t"}_tmpl` });
    project.provide("migratedTemplate", { postgres: template.name });
    if (process.env.TEST_TEMPLATE_LOG === "1") console.log(`[template] ${project.name}: migrated in ${Date.now() - t} ms`);
    return () => template.drop();
  }
  const dir = mkdtempSync(path.join(tmpdir(), "propie-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  await dumpMigratedPglite(file);
  project.provide("migratedTemplate", { pgliteDump: file });
  if (process.env.TEST_TEMPLATE_LOG === "1") console.log(`[template] ${project.name}: migrated in ${Date.now() - t} ms`);
  return () => rmSync(dir, { recursive: true, force: true });
}
