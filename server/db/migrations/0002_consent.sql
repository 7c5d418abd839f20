CREATE TABLE "consent_identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"consent_link_id" uuid,
	"name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"date_of_birth_iso" text,
	"email" text,
	"line1" text,
	"city" text,
	"state" text,
	"zip" text,
	"ip_address" text NOT NULL,
	"language_code" text NOT NULL,
	"internal_submitter_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"term_id" uuid NOT NULL,
	"consented" boolean NOT NULL,
	"consent_link_id" uuid,
	"consent_identity_id" uuid,
	"ip_address" text NOT NULL,
	"language_code" text NOT NULL,
	"internal_submitter_user_id" uuid,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"text" text NOT NULL,
	"info_text" text,
	"accept_text" text NOT NULL,
	"reject_text" text,
	"identity_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"member_id" uuid NOT NULL,
	"term_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"consented" boolean,
	"last_submission_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_consents_member_id_term_id_pk" PRIMARY KEY("member_id","term_id")
);
--> statement-breakpoint
ALTER TABLE "consent_identities" ADD CONSTRAINT "consent_identities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_identities" ADD CONSTRAINT "consent_identities_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_identities" ADD CONSTRAINT "consent_identities_consent_link_id_consent_links_id_fk" FOREIGN KEY ("consent_link_id") REFERENCES "public"."consent_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD CONSTRAINT "consent_submissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD CONSTRAINT "consent_submissions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD CONSTRAINT "consent_submissions_term_id_consent_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."consent_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD CONSTRAINT "consent_submissions_consent_link_id_consent_links_id_fk" FOREIGN KEY ("consent_link_id") REFERENCES "public"."consent_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_submissions" ADD CONSTRAINT "consent_submissions_consent_identity_id_consent_identities_id_fk" FOREIGN KEY ("consent_identity_id") REFERENCES "public"."consent_identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_terms" ADD CONSTRAINT "consent_terms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_term_id_consent_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."consent_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_identities_link_idx" ON "consent_identities" USING btree ("consent_link_id");--> statement-breakpoint
CREATE INDEX "consent_identities_member_idx" ON "consent_identities" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_links_key_hash_idx" ON "consent_links" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "consent_links_member_idx" ON "consent_links" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_submissions_request_idx" ON "consent_submissions" USING btree ("consent_link_id","term_id","request_id");--> statement-breakpoint
CREATE INDEX "consent_submissions_member_term_idx" ON "consent_submissions" USING btree ("member_id","term_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_terms_client_key_idx" ON "consent_terms" USING btree ("client_id","key");