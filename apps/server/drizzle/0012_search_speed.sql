-- Issue 4 (scale), second pass: see docs/matching-and-search.md and docs/benchmarks.md.
DROP INDEX "candidate_profiles_search_idx";--> statement-breakpoint
DROP INDEX "candidate_profiles_visible_rank_idx";--> statement-breakpoint
DROP INDEX "education_experiences_user_idx";--> statement-breakpoint
DROP INDEX "job_experiences_user_idx";--> statement-breakpoint
-- Every candidate search is over visible profiles: a keyword count then reads no heap column (the bitmap scan skips all-visible pages).
CREATE INDEX "candidate_profiles_search_idx" ON "candidate_profiles" USING gin ("search_document") WHERE "candidate_profiles"."visibility" = 'visible';--> statement-breakpoint
-- With the remote preference, the remote filter, its count and the ranking's join with the skill holders stay index-only.
CREATE INDEX "candidate_profiles_visible_rank_idx" ON "candidate_profiles" USING btree ("score","user_id","remote_preference") WHERE "candidate_profiles"."visibility" = 'visible';--> statement-breakpoint
-- The education filter and the ranking's best-entry lookup read (candidate, education option) from the index alone.
CREATE INDEX "education_experiences_user_idx" ON "education_experiences" USING btree ("user_id","education_option_id");--> statement-breakpoint
-- Likewise the experience-area filter (candidate, area).
CREATE INDEX "job_experiences_user_idx" ON "job_experiences" USING btree ("user_id","experience_area_id");
