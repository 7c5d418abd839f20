CREATE TABLE "fhir_export_chunks" (
	"job_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"seq" integer NOT NULL,
	"lines" integer NOT NULL,
	"body" text NOT NULL,
	"member_ids" uuid[] NOT NULL,
	CONSTRAINT "fhir_export_chunks_job_id_resource_type_seq_pk" PRIMARY KEY("job_id","resource_type","seq")
);
--> statement-breakpoint
CREATE TABLE "fhir_export_included" (
	"job_id" uuid NOT NULL,
	"resource" text NOT NULL,
	CONSTRAINT "fhir_export_included_job_id_resource_pk" PRIMARY KEY("job_id","resource")
);
--> statement-breakpoint
CREATE TABLE "fhir_export_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"request" text NOT NULL,
	"types" text[],
	"since" timestamp with time zone,
	"status" text NOT NULL,
	"transaction_time" timestamp with time zone NOT NULL,
	"members_total" integer NOT NULL,
	"members_done" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"lease_owner" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fhir_export_chunks" ADD CONSTRAINT "fhir_export_chunks_job_id_fhir_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."fhir_export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_included" ADD CONSTRAINT "fhir_export_included_job_id_fhir_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."fhir_export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_customer_id_clients_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_claim_idx" ON "fhir_export_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_expiry_idx" ON "fhir_export_jobs" USING btree ("expires_at");