CREATE TABLE "assigned_workflow_phases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"phase_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"available_date" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"user_id" uuid,
	"assigned_survey_id" uuid,
	"remind_later_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assigned_workflow_scheduled_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"assigned_workflow_phase_id" uuid NOT NULL,
	"scheduled_event_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_phases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"survey_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assigned_workflow_phases" ADD CONSTRAINT "assigned_workflow_phases_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_phases" ADD CONSTRAINT "assigned_workflow_phases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_phases" ADD CONSTRAINT "assigned_workflow_phases_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_phases" ADD CONSTRAINT "assigned_workflow_phases_phase_id_workflow_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."workflow_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_phases" ADD CONSTRAINT "assigned_workflow_phases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_phases" ADD CONSTRAINT "assigned_workflow_phases_assigned_survey_id_assigned_surveys_id_fk" FOREIGN KEY ("assigned_survey_id") REFERENCES "public"."assigned_surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_scheduled_events" ADD CONSTRAINT "assigned_workflow_scheduled_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_scheduled_events" ADD CONSTRAINT "assigned_workflow_scheduled_events_assigned_workflow_phase_id_assigned_workflow_phases_id_fk" FOREIGN KEY ("assigned_workflow_phase_id") REFERENCES "public"."assigned_workflow_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_scheduled_events" ADD CONSTRAINT "assigned_workflow_scheduled_events_scheduled_event_id_scheduled_events_id_fk" FOREIGN KEY ("scheduled_event_id") REFERENCES "public"."scheduled_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_workflow_scheduled_events" ADD CONSTRAINT "assigned_workflow_scheduled_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_phases" ADD CONSTRAINT "workflow_phases_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assigned_workflow_phases_member_idx" ON "assigned_workflow_phases" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assigned_workflow_scheduled_events_phase_idx" ON "assigned_workflow_scheduled_events" USING btree ("assigned_workflow_phase_id");--> statement-breakpoint
CREATE INDEX "assigned_workflow_scheduled_events_event_idx" ON "assigned_workflow_scheduled_events" USING btree ("scheduled_event_id");--> statement-breakpoint
CREATE INDEX "workflow_phases_organisation_idx" ON "workflow_phases" USING btree ("organisation_id","sort_order");