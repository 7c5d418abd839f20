CREATE TABLE "file_access" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_id" uuid,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"sniffed_type" text,
	"attached_at" timestamp with time zone,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_bytes" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_link_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_access" ADD CONSTRAINT "file_access_id_files_id_fk" FOREIGN KEY ("id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access" ADD CONSTRAINT "file_access_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_access" ADD CONSTRAINT "file_access_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_access_member_idx" ON "file_access" USING btree ("member_id");