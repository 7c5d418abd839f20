CREATE TABLE "message_template_categories" (
	"organisation_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"stage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_categories_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"organisation_id" uuid NOT NULL,
	"id" text NOT NULL,
	"category_id" text NOT NULL,
	"template" text NOT NULL,
	"sort_order" integer NOT NULL,
	"all_clients" boolean DEFAULT true NOT NULL,
	"client_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_organisation_id_id_pk" PRIMARY KEY("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "message_template_categories" ADD CONSTRAINT "message_template_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_organisation_id_category_id_message_template_categories_organisation_id_id_fk" FOREIGN KEY ("organisation_id","category_id") REFERENCES "public"."message_template_categories"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_templates_category_idx" ON "message_templates" USING btree ("organisation_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_phone_numbers_one_default_idx" ON "internal_phone_numbers" USING btree ("organisation_id") WHERE "internal_phone_numbers"."is_default";--> statement-breakpoint
-- The message templates every organisation starts with (server/routes/admin-message-templates-defaults.ts), for those that exist now.
INSERT INTO "message_template_categories" ("organisation_id", "id", "name", "sort_order", "stage_key")
SELECT o."id", c.* FROM "organisations" o CROSS JOIN (VALUES
  ('introductions', 'Introductions', 1, 'outreach'),
  ('appointments', 'Appointments', 2, null),
  ('check-ins', 'Check-ins', 3, 'in-program')
) AS c(id, name, sort_order, stage_key)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "message_templates" ("organisation_id", "id", "category_id", "template", "sort_order")
SELECT o."id", t.* FROM "organisations" o CROSS JOIN (VALUES
  ('intro-first', 'introductions', 'Hi {{memberFirstName}}, this is {{guideFirstName}}, your care guide with {{organisationName}}. I am here to help you with your health care needs. When is a good time to talk?', 1),
  ('intro-missed', 'introductions', 'Hi {{memberFirstName}}, {{guideFirstName}} here from {{organisationName}}. Sorry I missed you! Please text me back or call me at {{guidePhoneNumber}}.', 2),
  ('appointment-reminder', 'appointments', 'Hi {{memberFirstName}}, a reminder of our appointment on {{nextAppointmentDate}}. Reply here if you need to change it. - {{guideFirstName}}', 1),
  ('appointment-book', 'appointments', 'Hi {{memberFirstName}}, I would like to schedule a visit with you. Which days work best this week? - {{guideFirstName}}', 2),
  ('check-in-week', 'check-ins', 'Hi {{memberFirstName}}, just checking in. How are you feeling this week? - {{guideFirstName}}', 1),
  ('check-in-resources', 'check-ins', 'Hi {{memberFirstName}}, I found some resources that may help you. Can we talk today? - {{guideFullName}}, {{organisationName}}', 2)
) AS t(id, category_id, template, sort_order)
ON CONFLICT DO NOTHING;
