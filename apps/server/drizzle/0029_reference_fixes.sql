-- The skill levels in the starter article read with the app's own scale (Beginner, Elementary, Intermediate, Advanced,
-- Expert). Only the starter text is replaced: an administrator's edited article does not hold it and stays as it is.
update training_items
set body = replace(body, '1. **Aware**: you know what it is and have tried it.
2. **Beginner**: you can do simple tasks with help.
3. **Practitioner**: you use it on your own in real work.
4. **Advanced**: others come to you with problems in it.
5. **Expert**: you could teach it or set the standard for a team.', '1. **Beginner**: you know what it is and have tried it with help.
2. **Elementary**: you can do simple tasks in it on your own.
3. **Intermediate**: you use it on your own in real work.
4. **Advanced**: others come to you with problems in it.
5. **Expert**: you could teach it or set the standard for a team.')
where library_key = 'skills-rate-honestly';
--> statement-breakpoint
update training_items
set quiz = replace(quiz::text, 'What does level 3 (Practitioner) mean?', 'What does level 3 (Intermediate) mean?')::jsonb
where library_key = 'skills-rate-honestly';
--> statement-breakpoint
-- Accounts created with the terms already accepted (demo data, directory sign-up) carry the day they were created.
update users set terms_accepted_at = created_at where terms_accepted_version is not null and terms_accepted_at is null;
