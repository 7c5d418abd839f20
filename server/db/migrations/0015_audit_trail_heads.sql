CREATE TABLE "audit_trail_heads" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
-- Trails recorded before the heads existed continue where they end.
INSERT INTO "audit_trail_heads" ("organisation_id", "seq", "prev_hash", "hash")
SELECT DISTINCT ON ("organisation_id") "organisation_id", "seq", "prev_hash", "hash" FROM "audit_trail" ORDER BY "organisation_id", "seq" DESC;
