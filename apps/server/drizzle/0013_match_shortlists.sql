CREATE TABLE "job_match_shortlists" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"match" double precision NOT NULL,
	CONSTRAINT "job_match_shortlists_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_match_states" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"floor" double precision NOT NULL,
	"size" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_dirty_candidates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_dirty_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_match_shortlists" ADD CONSTRAINT "job_match_shortlists_job_id_job_match_states_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_match_states"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_shortlists" ADD CONSTRAINT "job_match_shortlists_user_id_candidate_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_states" ADD CONSTRAINT "job_match_states_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_match_shortlists_rank_idx" ON "job_match_shortlists" USING btree ("job_id","match" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_match_shortlists_user_idx" ON "job_match_shortlists" USING btree ("user_id");--> statement-breakpoint
-- Shortlists (docs/matching-and-search.md, "Shortlists"): every write that can change a match marks the
-- candidate or the job, in the writer's own transaction, whoever the writer is (services, merges, cascades).
-- Marks are upserts (DO UPDATE takes the row lock the fold relies on).
CREATE FUNCTION "match_mark_candidates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO match_dirty_candidates (user_id) SELECT DISTINCT user_id FROM old_rows
      ON CONFLICT (user_id) DO UPDATE SET changed_at = now();
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO match_dirty_candidates (user_id) SELECT DISTINCT user_id FROM new_rows
      ON CONFLICT (user_id) DO UPDATE SET changed_at = now();
  ELSE
    INSERT INTO match_dirty_candidates (user_id) SELECT DISTINCT user_id FROM new_rows
      UNION SELECT user_id FROM old_rows
      ON CONFLICT (user_id) DO UPDATE SET changed_at = now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A profile update marks the candidate only when a fact of the match (or the visibility) changed.
CREATE FUNCTION "match_mark_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_dirty_candidates (user_id)
    SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
    WHERE (n.city, n.region, n.country, n.remote_preference, n.willing_to_relocate, n.years_option_id, n.education_option_id, n.score, n.visibility)
      IS DISTINCT FROM (o.city, o.region, o.country, o.remote_preference, o.willing_to_relocate, o.years_option_id, o.education_option_id, o.score, o.visibility)
    ON CONFLICT (user_id) DO UPDATE SET changed_at = now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "match_mark_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO match_dirty_jobs (job_id) SELECT DISTINCT job_id FROM old_rows
      ON CONFLICT (job_id) DO UPDATE SET changed_at = now();
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO match_dirty_jobs (job_id) SELECT DISTINCT job_id FROM new_rows
      ON CONFLICT (job_id) DO UPDATE SET changed_at = now();
  ELSE
    INSERT INTO match_dirty_jobs (job_id) SELECT job_id FROM new_rows UNION SELECT job_id FROM old_rows
      ON CONFLICT (job_id) DO UPDATE SET changed_at = now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "match_mark_job_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_dirty_jobs (job_id)
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.workplace, n.city, n.region, n.country, n.years_option_id, n.education_option_id)
      IS DISTINCT FROM (o.workplace, o.city, o.region, o.country, o.years_option_id, o.education_option_id)
    ON CONFLICT (job_id) DO UPDATE SET changed_at = now();
  RETURN NULL;
END $$;--> statement-breakpoint
-- An option's value is a fact of every match: every shortlist is marked. The lock (the one shortlist.ts
-- takes to compute and fold) waits for a shortlist being computed, so none is stored from old values.
CREATE FUNCTION "match_mark_all_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4130013);
  INSERT INTO match_dirty_jobs (job_id) SELECT job_id FROM job_match_states
    ON CONFLICT (job_id) DO UPDATE SET changed_at = now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "candidate_skills_match_ins" AFTER INSERT ON "candidate_skills" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_match_upd" AFTER UPDATE ON "candidate_skills" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "candidate_skills_match_del" AFTER DELETE ON "candidate_skills" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "education_experiences_match_ins" AFTER INSERT ON "education_experiences" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "education_experiences_match_upd" AFTER UPDATE ON "education_experiences" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "education_experiences_match_del" AFTER DELETE ON "education_experiences" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_match_ins" AFTER INSERT ON "candidate_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_match_upd" AFTER UPDATE ON "candidate_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_profiles();--> statement-breakpoint
CREATE TRIGGER "job_skills_match_ins" AFTER INSERT ON "job_skills" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_jobs();--> statement-breakpoint
CREATE TRIGGER "job_skills_match_upd" AFTER UPDATE ON "job_skills" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_jobs();--> statement-breakpoint
CREATE TRIGGER "job_skills_match_del" AFTER DELETE ON "job_skills" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_jobs();--> statement-breakpoint
CREATE TRIGGER "jobs_match_upd" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_job_facts();--> statement-breakpoint
CREATE TRIGGER "dropdown_options_match_upd" AFTER UPDATE OF "value" ON "dropdown_options" FOR EACH STATEMENT EXECUTE FUNCTION match_mark_all_jobs();--> statement-breakpoint
CREATE TRIGGER "dropdown_options_match_del" AFTER DELETE ON "dropdown_options" FOR EACH STATEMENT EXECUTE FUNCTION match_mark_all_jobs();
