import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; the server applies the files itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
