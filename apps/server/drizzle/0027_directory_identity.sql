-- Directory login (docs/directory-login.md): an account is linked to a directory identity, the pair (tenant id, object
-- id), only by its owner from Settings or when the token proves the address. Links made earlier were made by the
-- email claim, which proves nothing: they are cleared, and the owners connect again.
ALTER TABLE "users" ADD COLUMN "directory_tenant_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_linked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "directory_object_id" = NULL WHERE "directory_object_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "users_directory_object_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_directory_identity_key" ON "users" USING btree ("directory_tenant_id","directory_object_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_directory_identity_whole" CHECK (("directory_tenant_id" IS NULL) = ("directory_object_id" IS NULL));--> statement-breakpoint
-- a directory sign-in without a linked account may create a candidate account only when an administrator allows it
ALTER TABLE "site_configuration" ADD COLUMN "directory_sign_up" boolean DEFAULT false NOT NULL;
