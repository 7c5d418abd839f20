CREATE TABLE "learn_more_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"summary" text NOT NULL,
	"is_action_survey" boolean DEFAULT false NOT NULL,
	"learn_more_record_id" uuid,
	"content" jsonb NOT NULL,
	"published_survey_id" uuid,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "surveys_organisation_key_idx";--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "learn_more_records" ADD CONSTRAINT "learn_more_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_learn_more_record_id_learn_more_records_id_fk" FOREIGN KEY ("learn_more_record_id") REFERENCES "public"."learn_more_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learn_more_records_organisation_idx" ON "learn_more_records" USING btree ("organisation_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_records_organisation_key_idx" ON "survey_records" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_organisation_key_version_idx" ON "surveys" USING btree ("organisation_id","key","version");