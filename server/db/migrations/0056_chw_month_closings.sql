CREATE TABLE "chw_month_closings" (
	"organisation_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chw_month_closings" ADD CONSTRAINT "chw_month_closings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chw_month_closings" ADD CONSTRAINT "chw_month_closings_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chw_month_closings_month_idx" ON "chw_month_closings" USING btree ("organisation_id","month");