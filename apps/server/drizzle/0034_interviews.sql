-- Interviews (docs/applications-and-messaging.md, "Interviews"): a proposal with one to five slots on an
-- application, its interviewers, each account's time zone for showing times (stored in UTC), and the
-- iCalendar part an outbox mail carries (invitations and cancellations).
ALTER TABLE "users" ADD COLUMN "time_zone" text;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar" text;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar_method" text;
--> statement-breakpoint
CREATE TABLE "interviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "candidate_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "proposed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "kind" text NOT NULL,
  "duration_minutes" integer NOT NULL,
  "location" text DEFAULT '' NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'proposed' NOT NULL,
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "sequence" integer DEFAULT 0 NOT NULL,
  "other_times_note" text DEFAULT '' NOT NULL,
  "cancel_reason" text DEFAULT '' NOT NULL,
  "reminder_24h_sent_at" timestamp with time zone,
  "reminder_1h_sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "interviews_kind_check" CHECK ("kind" in ('video', 'phone', 'on-site')),
  CONSTRAINT "interviews_status_check" CHECK ("status" in ('proposed', 'other-times', 'confirmed', 'cancelled')),
  CONSTRAINT "interviews_duration_check" CHECK ("duration_minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" ("application_id", "created_at");
--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" ("company_id", "starts_at");
--> statement-breakpoint
CREATE TABLE "interview_slots" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "interview_id" uuid NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "interview_slots_interview_idx" ON "interview_slots" ("interview_id", "starts_at");
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
  "interview_id" uuid NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  PRIMARY KEY ("interview_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "interview_interviewers_user_idx" ON "interview_interviewers" ("user_id");
