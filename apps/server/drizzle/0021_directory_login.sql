ALTER TABLE "users" ADD COLUMN "directory_object_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_directory_object_id_key" ON "users" USING btree ("directory_object_id");