/**
 * oidc-provider storage in our database instead of process memory, so a sign-in started on one
 * instance can finish on another and sessions survive a restart.
 */
import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/connect.ts';
import { oidcModels } from '../../db/schema/index.ts';
import { backendClientMetadata } from './backend-client-metadata.ts';

export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcModels)
        .values(row)
        .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, this.kind), condition))
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      // Clients other than the portal are the organisations' backend clients, registered in their own table.
      if (this.kind === 'Client') return backendClientMetadata(db, id);
      return this.findWhere(eq(oidcModels.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcModels.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcModels.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Revoking a grant revokes every token issued under it, whatever its kind.
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }
  };
}
