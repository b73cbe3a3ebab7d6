ALTER TABLE "companies" ADD COLUMN "nonprofit_requested" boolean DEFAULT false NOT NULL;
