CREATE TABLE "member_transfer_reasons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"detail_type" text NOT NULL,
	"detail_label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_transfer_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"originating_guide_id" uuid,
	"receiving_guide_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"real_creator_id" uuid NOT NULL,
	"transfer_reason_id" uuid NOT NULL,
	"comment_to_receiving_guide" text NOT NULL,
	"string_detail" text,
	"numeric_detail" uuid,
	"timestamp_detail" timestamp with time zone,
	"approval" text,
	"effective_at" timestamp with time zone,
	"auditor_id" uuid,
	"auditor_comment" text,
	"approved_at" timestamp with time zone,
	"denied_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_transfer_reasons" ADD CONSTRAINT "member_transfer_reasons_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_originating_guide_id_users_id_fk" FOREIGN KEY ("originating_guide_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_receiving_guide_id_users_id_fk" FOREIGN KEY ("receiving_guide_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_real_creator_id_users_id_fk" FOREIGN KEY ("real_creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_transfer_reason_id_member_transfer_reasons_id_fk" FOREIGN KEY ("transfer_reason_id") REFERENCES "public"."member_transfer_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfer_requests" ADD CONSTRAINT "member_transfer_requests_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_transfer_reasons_org_key_idx" ON "member_transfer_reasons" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE INDEX "member_transfer_requests_member_idx" ON "member_transfer_requests" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_transfer_requests_org_created_idx" ON "member_transfer_requests" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_transfer_requests_due_idx" ON "member_transfer_requests" USING btree ("effective_at") WHERE approval = 'approve' and applied_at is null and deleted_at is null;--> statement-breakpoint
-- The default transfer reasons for organisations that exist already (server/transfers/reasons.ts seeds new ones).
INSERT INTO "member_transfer_reasons" ("id", "organisation_id", "key", "text", "detail_type", "detail_label", "sort_order")
SELECT gen_random_uuid(), o."id", r."key", r."text", r."detail_type", r."detail_label", r."sort_order"
FROM "organisations" o CROSS JOIN (VALUES
	('member-moved', 'Member moved', 'address', 'New address', 1),
	('caseload-balancing', 'Guide caseload balancing', 'string', 'Details', 2),
	('member-request', 'Member request', 'string', 'What the member asked for', 3),
	('language-match', 'Language or cultural match', 'string', 'Language or need', 4),
	('guide-leaving', 'Guide leaving', 'date', 'Last day of the guide', 5)
) AS r("key", "text", "detail_type", "detail_label", "sort_order")
ON CONFLICT DO NOTHING;
