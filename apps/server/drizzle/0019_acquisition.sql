CREATE TABLE "landing_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"referrer_host" text
);
--> statement-breakpoint
CREATE INDEX "landing_visits_day_idx" ON "landing_visits" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "account_acquisitions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"referrer_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_acquisitions_channel_check" CHECK ("account_acquisitions"."channel" in ('web', 'invitation'))
);
--> statement-breakpoint
ALTER TABLE "account_acquisitions" ADD CONSTRAINT "account_acquisitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "subscription_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"plan_code" text,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "subscription_history_company_idx" ON "subscription_history" USING btree ("company_id","valid_from");
--> statement-breakpoint
CREATE INDEX "subscription_history_valid_from_idx" ON "subscription_history" USING btree ("valid_from");
--> statement-breakpoint
CREATE FUNCTION "subscription_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO subscription_history (company_id, status, plan_code, valid_from)
		VALUES (NEW.company_id, NEW.status, NEW.plan_code, NEW.created_at);
	ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.plan_code IS DISTINCT FROM OLD.plan_code THEN
		INSERT INTO subscription_history (company_id, status, plan_code, valid_from)
		VALUES (NEW.company_id, NEW.status, NEW.plan_code,
			CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END);
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_history" AFTER INSERT OR UPDATE OF "status", "plan_code" ON "subscriptions"
	FOR EACH ROW EXECUTE FUNCTION "subscription_history_record"();
--> statement-breakpoint
INSERT INTO "subscription_history" ("company_id", "status", "plan_code", "valid_from")
	SELECT "company_id", 'trialing', NULL, "created_at" FROM "subscriptions";
--> statement-breakpoint
INSERT INTO "subscription_history" ("company_id", "status", "plan_code", "valid_from")
	SELECT "company_id", "status", "plan_code", greatest("updated_at", "created_at" + interval '1 millisecond') FROM "subscriptions"
	WHERE "status" <> 'trialing' OR "plan_code" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "application_events_hired_idx" ON "application_events" USING btree ("created_at") WHERE "application_events"."to_status" = 'Hired';
