CREATE TABLE "resource_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid,
	"directory_id" text NOT NULL,
	"name" text NOT NULL,
	"provider_name" text NOT NULL,
	"description" text NOT NULL,
	"service_tags" text[] NOT NULL,
	"keywords" text NOT NULL,
	"phone_number" text,
	"url" text,
	"street_address" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"served_zipcodes" text[] NOT NULL,
	"nationwide" boolean DEFAULT false NOT NULL,
	"hours" text,
	"eligibility" text,
	"languages" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name || ' ' || provider_name), 'A') || setweight(to_tsvector('english'::regconfig, keywords), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_programs" ADD CONSTRAINT "resource_programs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_programs" ADD CONSTRAINT "resource_programs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_programs_directory_idx" ON "resource_programs" USING btree ("organisation_id","directory_id");--> statement-breakpoint
CREATE INDEX "resource_programs_search_idx" ON "resource_programs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "resource_programs_zipcodes_idx" ON "resource_programs" USING gin ("served_zipcodes");--> statement-breakpoint
CREATE INDEX "resource_programs_tags_idx" ON "resource_programs" USING gin ("service_tags");--> statement-breakpoint
CREATE INDEX "resource_programs_organisation_name_idx" ON "resource_programs" USING btree ("organisation_id","name");