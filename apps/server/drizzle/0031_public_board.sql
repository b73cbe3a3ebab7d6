-- Jobs on the public job board and search engines: each job may be kept internal; the whole board can be turned off.
alter table jobs add column public_listing boolean not null default true;
--> statement-breakpoint
alter table site_configuration add column public_board boolean not null default true;
--> statement-breakpoint
create index jobs_public_open_idx on jobs (opened_at desc, id) where status = 'open' and public_listing;
