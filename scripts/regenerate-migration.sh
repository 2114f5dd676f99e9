#!/usr/bin/env bash
# Until the first release the schema has one migration: regenerate it from the Drizzle schema.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf src/server/db/migrations
npx drizzle-kit generate --name init >/dev/null
sed -i '1i CREATE EXTENSION IF NOT EXISTS pg_trgm;\n--> statement-breakpoint' src/server/db/migrations/0000_init.sql
echo "regenerated src/server/db/migrations/0000_init.sql"
