CREATE TABLE "backend_clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"public_jwks" jsonb,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "backend_clients_name_length" CHECK (char_length("backend_clients"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ALTER COLUMN "requested_by_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD COLUMN "requested_by_client_id" uuid;--> statement-breakpoint
ALTER TABLE "backend_clients" ADD CONSTRAINT "backend_clients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backend_clients_client_id_idx" ON "backend_clients" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_requested_by_client_id_backend_clients_id_fk" FOREIGN KEY ("requested_by_client_id") REFERENCES "public"."backend_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_one_requester" CHECK (num_nonnulls("fhir_export_jobs"."requested_by_id", "fhir_export_jobs"."requested_by_client_id") = 1);