ALTER TABLE "site_configuration" ADD COLUMN "upload_limits" jsonb DEFAULT '{"resumeBytes":5242880,"photoBytes":2097152}'::jsonb NOT NULL;
