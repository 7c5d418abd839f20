CREATE TABLE "customer_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_segments" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_assignment_configs" (
	"organisation_id" uuid NOT NULL,
	"survey_key" text NOT NULL,
	"assignment_configuration" jsonb NOT NULL,
	"due_at_config" jsonb NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_assignment_configs_organisation_id_survey_key_pk" PRIMARY KEY("organisation_id","survey_key")
);
--> statement-breakpoint
ALTER TABLE "customer_segments" ADD CONSTRAINT "customer_segments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_segments" ADD CONSTRAINT "customer_segments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_segments" ADD CONSTRAINT "member_segments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_segments" ADD CONSTRAINT "member_segments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_segments" ADD CONSTRAINT "member_segments_segment_id_customer_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."customer_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignment_configs" ADD CONSTRAINT "survey_assignment_configs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignment_configs" ADD CONSTRAINT "survey_assignment_configs_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_segments_client_name_idx" ON "customer_segments" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "member_segments_segment_idx" ON "member_segments" USING btree ("segment_id");