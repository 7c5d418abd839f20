-- A member's personal and contact information: personal info on users, member file updates (member_change_logs), e-mail creation times (the oldest becomes primary), phones removed from the record but kept for the texts that name them.
CREATE TABLE "member_change_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"changed_by_id" uuid,
	"real_user_id" uuid,
	"changed_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"detailed_changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_addresses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_pronunciation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pronouns" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reported_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "race_ethnicity_summary" text;--> statement-breakpoint
ALTER TABLE "member_change_logs" ADD CONSTRAINT "member_change_logs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_logs" ADD CONSTRAINT "member_change_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_logs" ADD CONSTRAINT "member_change_logs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_logs" ADD CONSTRAINT "member_change_logs_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_change_logs" ADD CONSTRAINT "member_change_logs_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_change_logs_member_idx" ON "member_change_logs" USING btree ("organisation_id","member_id","created_at","id");