// API keys for the merchant's ERP (issue #19 Part 3): made by an owner and shown once, kept as SHA-256,
// with a name, scopes, last use and revocation. Each request looks its key up (a revoked key stops at
// once, in every process); last use is written at most once a minute per key, not on every request.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyJson, type ApiKeyScope, type CreateApiKeyBody } from '../../../shared/schemas/integration.ts';
import type { Transact } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuditActor, AuditWriter, StaffActor } from '../audit/audit-entry.types.ts';
import type { ApiKeyCaller } from './api-key-caller.types.ts';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo.ts';

/** Every key starts so, to be recognised in a config file or a leaked log (and by secret scanners). */
export const API_KEY_PREFIX = 'csk_';
/** Characters of the key kept in clear to tell keys apart: the prefix and 8 of its random part. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
const TOUCH_AFTER_SECONDS = 60;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function toApiKeyJson(row: ApiKeyRow): ApiKeyJson {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(scope)),
    prefix: row.keyPrefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export function createApiKeysService(deps: { repo: ApiKeysRepo; transact: Transact; audit: AuditWriter }) {
  const { repo, transact, audit } = deps;

  return {
    /** POST /admin/api/api-keys: a new key, answered once in full (only its hash is kept). */
    async createKey(actor: StaffActor, body: CreateApiKeyBody): Promise<{ id: number; key: string }> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await transact(async (tx) => {
        const inserted = await repo.insertKey(tx, {
          name: body.name,
          scopes: body.scopes,
          keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
          keyHash: hashApiKey(key),
          createdByStaffId: actor.staffId,
        });
        await audit(tx, { actor, action: 'api_key.create', entity: 'api_key', entityId: inserted.id, reference: body.name, before: null, after: { name: body.name, scopes: body.scopes, prefix: inserted.keyPrefix } });
        return inserted;
      });
      return { id: row.id, key };
    },

    listKeys: async (): Promise<ApiKeyJson[]> => (await repo.listKeys()).map(toApiKeyJson),

    /** DELETE /admin/api/api-keys/{id}: the key stops working at once; revoking twice is no change. */
    async revokeKey(actor: AuditActor, id: number): Promise<void> {
      await transact(async (tx) => {
        const before = await repo.revokeKey(tx, id);
        if (!before) throw new NotFoundError('api key', id);
        if (before.revokedAt) return;
        await audit(tx, { actor, action: 'api_key.revoke', entity: 'api_key', entityId: id, reference: before.name, before: { revoked: false, name: before.name }, after: { revoked: true } });
      });
    },

    /** The live key a bearer token is, or null; notes its use at most once a minute. */
    async authenticate(token: string): Promise<ApiKeyCaller | null> {
      if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null;
      const key = await repo.findLiveKey(hashApiKey(token), TOUCH_AFTER_SECONDS);
      if (!key) return null;
      if (key.isStale) await repo.touchKey(key.id, TOUCH_AFTER_SECONDS);
      const scopes = key.scopes.filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(scope));
      return { id: key.id, name: key.name, scopes };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
