-- The match reads the years of each held skill (skill depth) and the candidate's positions (the job's field).
-- The ranking's pass over the holders of a job's skills stays index-only with the years in the index.
CREATE INDEX "candidate_skills_skill_user_level_years_idx" ON "candidate_skills" USING btree ("skill_id","user_id","level","years");--> statement-breakpoint
DROP INDEX "candidate_skills_skill_user_level_idx";--> statement-breakpoint
-- Positions are a fact of the match (a position in the job's field): they mark the candidate as skills do.
CREATE TRIGGER "job_experiences_match_ins" AFTER INSERT ON "job_experiences" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "job_experiences_match_upd" AFTER UPDATE ON "job_experiences" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
CREATE TRIGGER "job_experiences_match_del" AFTER DELETE ON "job_experiences" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION match_mark_candidates();--> statement-breakpoint
-- The job's experience area is a fact of the match too.
CREATE OR REPLACE FUNCTION "match_mark_job_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_dirty_jobs (job_id)
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.workplace, n.city, n.region, n.country, n.years_option_id, n.education_option_id, n.experience_area_id)
      IS DISTINCT FROM (o.workplace, o.city, o.region, o.country, o.years_option_id, o.education_option_id, o.experience_area_id)
    ON CONFLICT (job_id) DO UPDATE SET changed_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The shortlists hold matches computed by the previous rules: dropped, each is computed again when its job is next ranked.
DELETE FROM "job_match_shortlists";--> statement-breakpoint
DELETE FROM "job_match_states";
