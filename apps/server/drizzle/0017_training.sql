CREATE TABLE "training_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_key" text,
	"kind" text DEFAULT 'article' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"minutes" integer NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"quiz" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"quiz_passed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "training_progress_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "training_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_item_id_training_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."training_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_quiz_attempts" ADD CONSTRAINT "training_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_quiz_attempts" ADD CONSTRAINT "training_quiz_attempts_item_id_training_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."training_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_items_library_key" ON "training_items" USING btree ("library_key");--> statement-breakpoint
CREATE INDEX "training_items_status_order_idx" ON "training_items" USING btree ("status","sort_order");--> statement-breakpoint
CREATE INDEX "training_progress_item_idx" ON "training_progress" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "training_progress_completed_idx" ON "training_progress" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "training_quiz_attempts_user_item_idx" ON "training_quiz_attempts" USING btree ("user_id","item_id");
