-- Issue 4 (scale): indexes for candidate search, ranking and the job board; see docs/matching-and-search.md.
-- Ranking candidates for a job aggregates candidate_skills over the job's skills: covering, so index-only.
CREATE INDEX "candidate_skills_skill_user_level_idx" ON "candidate_skills" USING btree ("skill_id","user_id","level");--> statement-breakpoint
-- Visible candidates by score (the default order) and, index-only, the first pass of a ranking (user id and score).
CREATE INDEX "candidate_profiles_visible_rank_idx" ON "candidate_profiles" USING btree ("score","user_id") WHERE "candidate_profiles"."visibility" = 'visible';--> statement-breakpoint
-- The location filter is lower(city) = x or lower(region) = x or lower(country) = x: a bitmap OR of three expression indexes.
CREATE INDEX "candidate_profiles_city_idx" ON "candidate_profiles" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "candidate_profiles_region_idx" ON "candidate_profiles" USING btree (lower("region"));--> statement-breakpoint
CREATE INDEX "candidate_profiles_country_idx" ON "candidate_profiles" USING btree (lower("country"));--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "jobs_region_idx" ON "jobs" USING btree (lower("region"));--> statement-breakpoint
CREATE INDEX "jobs_country_idx" ON "jobs" USING btree (lower("country"));
