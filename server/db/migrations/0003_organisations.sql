CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_market_numbers" (
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"internal_phone_number_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "client_market_numbers_client_id_internal_phone_number_id_pk" PRIMARY KEY("client_id","internal_phone_number_id")
);
--> statement-breakpoint
CREATE TABLE "internal_phone_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"number" text NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_feedback_number" boolean DEFAULT false NOT NULL,
	"sid" text,
	"friendly_name" text,
	"support_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_sequences" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"head" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "internal_phone_number_id" integer;
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "feedback_number_id" integer;
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "average_months_in_program" double precision;
--> statement-breakpoint
ALTER TABLE "email_addresses" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "team_memberships" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "user_client_access" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "priority_contacts" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "hospitalizations" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "change_log" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "consent_identities" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "consent_links" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "consent_terms" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "member_consents" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
-- Existing data: one organisation owns every existing customer and row (hand-written).
INSERT INTO "organisations" ("id", "name") SELECT '00000000-0000-4000-8000-000000000010', 'Care organisation' WHERE EXISTS (SELECT 1 FROM "clients") OR EXISTS (SELECT 1 FROM "audit_log");
--> statement-breakpoint
UPDATE "addresses" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "clients" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "email_addresses" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "phone_numbers" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "team_memberships" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "teams" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "user_client_access" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "users" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "priority_contacts" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "scheduled_events" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "todos" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "alerts" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "calls" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "feed_items" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "files" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "hospitalizations" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "interactions" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "notifications" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "sms_messages" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "audit_log" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "change_log" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "idempotency_keys" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "consent_identities" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "consent_links" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "consent_submissions" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "consent_terms" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
UPDATE "member_consents" SET "organisation_id" = '00000000-0000-4000-8000-000000000010' WHERE "organisation_id" IS NULL;
--> statement-breakpoint
DELETE FROM "idempotency_keys";
--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_addresses" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "phone_numbers" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_memberships" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_client_access" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "priority_contacts" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "scheduled_events" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "todos" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "calls" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "feed_items" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "hospitalizations" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "interactions" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sms_messages" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "change_log" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "consent_identities" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "consent_links" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "consent_submissions" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "consent_terms" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_consents" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "client_market_numbers" ADD CONSTRAINT "client_market_numbers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_market_numbers" ADD CONSTRAINT "client_market_numbers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_market_numbers" ADD CONSTRAINT "client_market_numbers_internal_phone_number_id_internal_phone_numbers_id_fk" FOREIGN KEY ("internal_phone_number_id") REFERENCES "public"."internal_phone_numbers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "internal_phone_numbers" ADD CONSTRAINT "internal_phone_numbers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organisation_sequences" ADD CONSTRAINT "organisation_sequences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_internal_phone_number_id_internal_phone_numbers_id_fk" FOREIGN KEY ("internal_phone_number_id") REFERENCES "public"."internal_phone_numbers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_feedback_number_id_internal_phone_numbers_id_fk" FOREIGN KEY ("feedback_number_id") REFERENCES "public"."internal_phone_numbers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_client_access" ADD CONSTRAINT "user_client_access_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "priority_contacts" ADD CONSTRAINT "priority_contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scheduled_events" ADD CONSTRAINT "scheduled_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hospitalizations" ADD CONSTRAINT "hospitalizations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consent_identities" ADD CONSTRAINT "consent_identities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD CONSTRAINT "consent_submissions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consent_terms" ADD CONSTRAINT "consent_terms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "users_organisation_role_idx" ON "users" USING btree ("organisation_id","role");
--> statement-breakpoint
ALTER TABLE "change_log" DROP CONSTRAINT "change_log_client_id_seq_pk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_client_id_key_pk";
--> statement-breakpoint
-- Each customer had its own sequence; the organisation's log numbers their changes one after
-- the other (customer by customer, in their order). Browsers heal from the new head.
UPDATE "change_log" AS c SET "seq" = r.n FROM (SELECT "client_id", "seq", row_number() OVER (ORDER BY "client_id", "seq") AS n FROM "change_log") AS r WHERE c."client_id" = r."client_id" AND c."seq" = r."seq";
--> statement-breakpoint
INSERT INTO "organisation_sequences" ("organisation_id", "head") SELECT "id", (SELECT coalesce(max("seq"), 0) FROM "change_log") FROM "organisations";
--> statement-breakpoint
ALTER TABLE "change_log" DROP CONSTRAINT "change_log_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_organisation_id_seq_pk" PRIMARY KEY("organisation_id","seq");
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organisation_id_key_pk" PRIMARY KEY("organisation_id","key");
--> statement-breakpoint
ALTER TABLE "change_log" DROP COLUMN "client_id";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "client_id";
--> statement-breakpoint
ALTER TABLE "tenant_sequences" DISABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TABLE "tenant_sequences" CASCADE;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "change_seq" bigint;
