import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table module; a new domain's file is found without a barrel to update.
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
