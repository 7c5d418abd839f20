CREATE TABLE "member_status_change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_status_id" integer NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"interaction_id" uuid,
	"creator_id" uuid NOT NULL,
	"creator_comment" text,
	"approval" text,
	"approved_at" timestamp with time zone,
	"denied_at" timestamp with time zone,
	"auditor_id" uuid,
	"auditor_comment" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_change_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"previous_month_grace_days" integer DEFAULT 5 NOT NULL,
	"algorithm_start_date" date
);
--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "change_request_description" text;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "effective_at_question_text" text;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "is_selectable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "admin_level" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "deprecated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "change_request_stage_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD COLUMN "change_request_status_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_status_change_requests" ADD CONSTRAINT "member_status_change_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_change_requests" ADD CONSTRAINT "member_status_change_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_change_requests" ADD CONSTRAINT "member_status_change_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_change_requests" ADD CONSTRAINT "member_status_change_requests_member_status_id_member_statuses_id_fk" FOREIGN KEY ("member_status_id") REFERENCES "public"."member_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_change_requests" ADD CONSTRAINT "member_status_change_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_status_change_requests" ADD CONSTRAINT "member_status_change_requests_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_change_settings" ADD CONSTRAINT "status_change_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_status_change_requests_member_idx" ON "member_status_change_requests" USING btree ("organisation_id","member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_status_change_requests_due_idx" ON "member_status_change_requests" USING btree ("effective_at") WHERE "member_status_change_requests"."approval" = 'approve' and "member_status_change_requests"."applied_at" is null;