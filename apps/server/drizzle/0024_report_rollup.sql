CREATE TABLE "report_account_days" (
	"day" date NOT NULL,
	"role" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"stage" smallint NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "report_account_days_pk" PRIMARY KEY("day","role","channel","source","medium","campaign","stage")
);
--> statement-breakpoint
CREATE TABLE "report_rollup" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"through_day" date NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_rollup_single_row" CHECK ("report_rollup"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "report_visit_days" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "report_visit_days_pk" PRIMARY KEY("day","source","medium","campaign")
);
