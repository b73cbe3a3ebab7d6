CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "job_benefits" (
	"job_id" uuid NOT NULL,
	"benefit_id" uuid NOT NULL,
	CONSTRAINT "job_benefits_job_id_benefit_id_pk" PRIMARY KEY("job_id","benefit_id")
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"importance" text DEFAULT 'required' NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"workplace" text DEFAULT 'on_site' NOT NULL,
	"employment_type" text DEFAULT 'full_time' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"salary_period" text DEFAULT 'year' NOT NULL,
	"years_option_id" uuid,
	"education_option_id" uuid,
	"experience_area_id" uuid,
	"positions" integer DEFAULT 1 NOT NULL,
	"closing_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search_document" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_salary_check" CHECK ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_min" <= "jobs"."salary_max"),
	CONSTRAINT "jobs_positions_check" CHECK ("jobs"."positions" between 1 and 1000),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'open', 'paused', 'closed', 'filled'))
);
--> statement-breakpoint
ALTER TABLE "job_benefits" ADD CONSTRAINT "job_benefits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_benefits" ADD CONSTRAINT "job_benefits_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_years_option_id_dropdown_options_id_fk" FOREIGN KEY ("years_option_id") REFERENCES "public"."dropdown_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_education_option_id_dropdown_options_id_fk" FOREIGN KEY ("education_option_id") REFERENCES "public"."dropdown_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_experience_area_id_experience_areas_id_fk" FOREIGN KEY ("experience_area_id") REFERENCES "public"."experience_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_skills_skill_idx" ON "job_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "jobs_status_opened_idx" ON "jobs" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_closing_idx" ON "jobs" USING btree ("closing_date") WHERE "jobs"."status" in ('open', 'paused');
