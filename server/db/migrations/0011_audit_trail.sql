CREATE TABLE "audit_trail" (
	"organisation_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"acting_as_user_id" uuid,
	"operation" text NOT NULL,
	"member_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status_code" integer NOT NULL,
	"outcome" text NOT NULL,
	"client_address" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_trail_organisation_id_seq_pk" PRIMARY KEY("organisation_id","seq")
);
--> statement-breakpoint
CREATE INDEX "audit_trail_at_idx" ON "audit_trail" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "audit_trail_user_idx" ON "audit_trail" USING btree ("organisation_id","user_id","at");--> statement-breakpoint
CREATE INDEX "audit_trail_members_idx" ON "audit_trail" USING gin ("member_ids");--> statement-breakpoint
-- The trail is append-only: the application never changes or removes an entry, and the database refuses to.
CREATE FUNCTION "audit_trail_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_trail_append_only" BEFORE UPDATE OR DELETE ON "audit_trail" FOR EACH ROW EXECUTE FUNCTION "audit_trail_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_trail_no_truncate" BEFORE TRUNCATE ON "audit_trail" FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_refuse_change"();
