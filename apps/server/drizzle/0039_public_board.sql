-- Jobs on the public job board and search engines: each job may be kept internal; the whole board can be turned off.
alter table jobs add column public_listing boolean not null default true;
--> statement-breakpoint
alter table site_configuration add column public_board boolean not null default true;
--> statement-breakpoint
create index jobs_public_open_idx on jobs (opened_at desc, id) where status = 'open' and public_listing;
--> statement-breakpoint
-- the sitemaps read the public open jobs by id, in batches
create index jobs_public_open_id_idx on jobs (id) where status = 'open' and public_listing;
--> statement-breakpoint
-- Job alerts: a saved search mailed daily or weekly, to a candidate or to a visitor who confirmed their address.
create table job_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users(id) on delete cascade,
  email text not null,
  keywords text not null default '',
  location text not null default '',
  remote boolean not null default false,
  employment_type text,
  frequency text not null,
  confirmed_at timestamptz,
  confirm_token_hash text unique,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_alerts_frequency_check check (frequency in ('daily', 'weekly')),
  constraint job_alerts_criteria_check check (keywords <> '' or location <> '' or remote or employment_type is not null)
);
--> statement-breakpoint
create index job_alerts_user_idx on job_alerts (user_id);
--> statement-breakpoint
create index job_alerts_email_idx on job_alerts (lower(email));
--> statement-breakpoint
create index job_alerts_due_idx on job_alerts (frequency, id) where confirmed_at is not null and unsubscribed_at is null;
--> statement-breakpoint
-- One digest per alert and period (a day, or an ISO week), written in the transaction that stores the mail.
create table job_alert_deliveries (
  alert_id uuid not null references job_alerts(id) on delete cascade,
  period text not null,
  job_count integer not null,
  sent_at timestamptz not null default now(),
  primary key (alert_id, period)
);
--> statement-breakpoint
-- RFC 8058 one-click unsubscribe: the address sent as List-Unsubscribe with the mail.
alter table outbox_emails add column list_unsubscribe text;
