CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"merged_into_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dropdown_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"list" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"value" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dropdown_options_kind_check" CHECK ("dropdown_options"."kind" in ('general', 'degree', 'years', 'education'))
);
--> statement-breakpoint
CREATE TABLE "score_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_messages_range_check" CHECK ("score_messages"."min_score" >= 0 and "score_messages"."max_score" <= 100 and "score_messages"."min_score" <= "score_messages"."max_score")
);
--> statement-breakpoint
CREATE TABLE "candidate_score_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"components" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"remote_preference" text DEFAULT 'any' NOT NULL,
	"willing_to_relocate" boolean DEFAULT false NOT NULL,
	"availability" text DEFAULT 'immediately' NOT NULL,
	"years_option_id" uuid,
	"education_option_id" uuid,
	"visibility" text DEFAULT 'visible' NOT NULL,
	"photo_file_id" uuid,
	"resume_file_id" uuid,
	"resume_file_name" text,
	"resume_text" text DEFAULT '' NOT NULL,
	"resume_uploaded_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"search_document" tsvector,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"years" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_skills_level_check" CHECK ("candidate_skills"."level" between 1 and 5),
	CONSTRAINT "candidate_skills_years_check" CHECK ("candidate_skills"."years" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "education_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution" text NOT NULL,
	"degree_option_id" uuid NOT NULL,
	"education_option_id" uuid NOT NULL,
	"field_of_study" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_experiences_dates_check" CHECK (("education_experiences"."is_current" and "education_experiences"."end_date" is null) or (not "education_experiences"."is_current" and "education_experiences"."end_date" >= "education_experiences"."start_date"))
);
--> statement-breakpoint
CREATE TABLE "job_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"experience_area_id" uuid NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_experiences_dates_check" CHECK (("job_experiences"."is_current" and "job_experiences"."end_date" is null) or (not "job_experiences"."is_current" and "job_experiences"."end_date" >= "job_experiences"."start_date"))
);
--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_merged_into_id_skills_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_score_history" ADD CONSTRAINT "candidate_score_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_years_option_id_dropdown_options_id_fk" FOREIGN KEY ("years_option_id") REFERENCES "public"."dropdown_options"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_education_option_id_dropdown_options_id_fk" FOREIGN KEY ("education_option_id") REFERENCES "public"."dropdown_options"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "education_experiences" ADD CONSTRAINT "education_experiences_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "education_experiences" ADD CONSTRAINT "education_experiences_degree_option_id_dropdown_options_id_fk" FOREIGN KEY ("degree_option_id") REFERENCES "public"."dropdown_options"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "education_experiences" ADD CONSTRAINT "education_experiences_education_option_id_dropdown_options_id_fk" FOREIGN KEY ("education_option_id") REFERENCES "public"."dropdown_options"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_experiences" ADD CONSTRAINT "job_experiences_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_experiences" ADD CONSTRAINT "job_experiences_experience_area_id_experience_areas_id_fk" FOREIGN KEY ("experience_area_id") REFERENCES "public"."experience_areas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_key" ON "skills" USING btree (lower("name")) WHERE "skills"."merged_into_id" is null;
--> statement-breakpoint
CREATE INDEX "skills_category_idx" ON "skills" USING btree ("category");
--> statement-breakpoint
CREATE UNIQUE INDEX "experience_areas_name_key" ON "experience_areas" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "dropdown_options_label_key" ON "dropdown_options" USING btree ("kind","list",lower("label"));
--> statement-breakpoint
CREATE INDEX "dropdown_options_kind_idx" ON "dropdown_options" USING btree ("kind","list","sort_order");
--> statement-breakpoint
CREATE INDEX "candidate_score_history_user_idx" ON "candidate_score_history" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_idx" ON "candidate_profiles" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "candidate_profiles_visible_score_idx" ON "candidate_profiles" USING btree ("visibility","score");
--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_skills_user_skill_key" ON "candidate_skills" USING btree ("user_id","skill_id");
--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_idx" ON "candidate_skills" USING btree ("skill_id");
--> statement-breakpoint
CREATE INDEX "education_experiences_user_idx" ON "education_experiences" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "job_experiences_user_idx" ON "job_experiences" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "job_experiences_area_idx" ON "job_experiences" USING btree ("experience_area_id");
