-- A job that was on the public board and is deleted still answers 410 "This job is no longer open" (not 404):
-- its id, title and company are kept here, written by the delete itself, whoever deletes (a service, a cascade).
create table public_job_tombstones (
  job_id uuid primary key,
  title text not null,
  company_id uuid not null,
  company_name text not null default '',
  deleted_at timestamptz not null default now()
);
--> statement-breakpoint
create function public_job_tombstone() returns trigger language plpgsql as $$
begin
  insert into public_job_tombstones (job_id, title, company_id, company_name)
    select o.id, o.title, o.company_id, coalesce(c.name, '')
    from old_rows o left join companies c on c.id = o.company_id
    where o.public_listing and o.status <> 'draft'
    on conflict (job_id) do nothing;
  return null;
end $$;
--> statement-breakpoint
create trigger jobs_public_tombstone after delete on jobs referencing old table as old_rows for each statement execute function public_job_tombstone();
--> statement-breakpoint
-- a company's deletion deletes its jobs through the cascade, which no longer sees the company: its public jobs are
-- written down with its name before it goes (the jobs' own trigger then finds them there)
create function public_job_tombstone_company() returns trigger language plpgsql as $$
begin
  insert into public_job_tombstones (job_id, title, company_id, company_name)
    select j.id, j.title, j.company_id, old.name from jobs j
    where j.company_id = old.id and j.public_listing and j.status <> 'draft'
    on conflict (job_id) do nothing;
  return old;
end $$;
--> statement-breakpoint
create trigger companies_public_tombstone before delete on companies for each row execute function public_job_tombstone_company();
--> statement-breakpoint
-- the digests read the due alerts by their words (alerts with the same words share their text match)
create index job_alerts_digest_order_idx on job_alerts (keywords, id) where confirmed_at is not null and unsubscribed_at is null;
