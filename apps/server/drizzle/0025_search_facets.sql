-- Candidate search (docs/matching-and-search.md, "Facet lexemes"): every profile's full-text document also holds
-- one lexeme per skill held (skill:<id>), per experience area worked in (area:<id>), its lower-cased city, region
-- and country (place:<name>) and its remote preference (prefers:<value>), so a keyword with skills, an area or a
-- place is one scan of candidate_profiles_search_idx. The recipe is candidateSearchDocumentUpdate
-- (candidate-profiles/after-change.ts) as of this migration; it rewrites every profile's document once.
update candidate_profiles p set search_document =
  setweight(to_tsvector('english', p.headline), 'A') ||
  setweight(to_tsvector('english', coalesce((
    select string_agg(s.name, ' ') from candidate_skills cs join skills s on s.id = cs.skill_id where cs.user_id = p.user_id), '')), 'A') ||
  setweight(to_tsvector('english', coalesce((
    select string_agg(je.title || ' ' || ea.name, ' ') from job_experiences je
    join experience_areas ea on ea.id = je.experience_area_id where je.user_id = p.user_id), '')), 'B') ||
  setweight(to_tsvector('english', p.summary), 'C') ||
  setweight(to_tsvector('english', p.resume_text), 'D') ||
  coalesce((select array_to_tsvector(array_agg(distinct 'skill:' || cs.skill_id)) from candidate_skills cs where cs.user_id = p.user_id), '') ||
  coalesce((select array_to_tsvector(array_agg(distinct 'area:' || je.experience_area_id)) from job_experiences je
    where je.user_id = p.user_id), '') ||
  array_to_tsvector(array_remove(array['place:' || lower(nullif(p.city, '')), 'place:' || lower(nullif(p.region, '')),
    'place:' || lower(nullif(p.country, '')), 'prefers:' || p.remote_preference], null))
where p.search_document is not null;
