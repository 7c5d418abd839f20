CREATE TABLE "chw_month_counts" (
	"organisation_id" uuid NOT NULL,
	"month" text NOT NULL,
	"member_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"ms" bigint NOT NULL,
	CONSTRAINT "chw_month_counts_organisation_id_month_member_id_staff_id_pk" PRIMARY KEY("organisation_id","month","member_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "chw_month_marks" (
	"organisation_id" uuid NOT NULL,
	"month" text NOT NULL,
	"time_zone" text NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "chw_month_marks_organisation_id_month_pk" PRIMARY KEY("organisation_id","month")
);
--> statement-breakpoint
ALTER TABLE "chw_month_counts" ADD CONSTRAINT "chw_month_counts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chw_month_marks" ADD CONSTRAINT "chw_month_marks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;