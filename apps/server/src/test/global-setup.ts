import type { TestProject } from 'vitest/node';
import { isPostgresUrl, pgliteTemplatePath } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of an initialised, migrated, otherwise empty PGlite data directory; absent when testing on PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const onPostgres = isPostgresUrl(process.env.DATABASE_URL);
  project.provide('pgliteTemplate', onPostgres ? undefined : await pgliteTemplatePath());
}
