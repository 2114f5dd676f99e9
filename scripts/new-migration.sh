#!/usr/bin/env bash
# Adds a migration for the changes made to src/server/db/schema since the last one.
# Usage: bash scripts/new-migration.sh short_name   (never edit a migration that has landed)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: $0 short_name" >&2; exit 1; }
exec flock /tmp/store-migrations.lock npx drizzle-kit generate --name "$1"
