import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes numbered SQL migrations into ./drizzle; they run at start-up.
// Platform tables live in src/platform/db/schema.ts; each feature module keeps its own in tables.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/schema.ts', './src/modules/*/tables.ts'],
  out: './drizzle',
});
