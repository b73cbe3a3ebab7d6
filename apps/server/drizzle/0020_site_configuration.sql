ALTER TABLE "site_configuration" ADD COLUMN "trial_days" integer;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "stale_user_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "max_job_experiences" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "max_education_experiences" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "is_beta" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "azure_client_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "azure_tenant_authority" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "hotjar_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "hotjar_is_production" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "ads_tag_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_configuration" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
INSERT INTO "terms_versions" ("version", "text") SELECT "terms_version", "terms_text" FROM "site_configuration" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "email_templates_kind" CHECK ("kind" IN ('system', 'announcement'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_key_key" ON "email_templates" ("key");--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL REFERENCES "email_templates"("id") ON DELETE CASCADE,
	"audience" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"error" text,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "announcements_template_idx" ON "announcements" ("template_id", "created_at");--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_pk" PRIMARY KEY ("user_id", "kind")
);--> statement-breakpoint
CREATE TABLE "message_email_notices" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_email_notices_pk" PRIMARY KEY ("conversation_id", "user_id")
);
