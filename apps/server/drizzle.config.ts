import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes numbered SQL migrations into ./drizzle; they run at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema.ts',
  out: './drizzle',
});
