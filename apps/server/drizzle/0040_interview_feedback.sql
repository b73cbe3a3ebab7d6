-- Interview feedback (docs/applications-and-messaging.md, "Interviews"): once a confirmed interview has ended, each
-- of its interviewers gets a pending feedback task of their own (reason 'interview'). A hire's task stays one per
-- application; an interview's is one per interview and interviewer. `interview_id` belongs to the interviews
-- module (no foreign key from here, as for `application_id`).
ALTER TABLE "feedback" ADD COLUMN "interview_id" uuid;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "interviewer_id" uuid REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_reason_check";
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reason_check" CHECK ("feedback"."reason" in ('hired', 'accepted', 'interview'));
--> statement-breakpoint
DROP INDEX "feedback_application_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_application_idx" ON "feedback" USING btree ("application_id") WHERE "interview_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_interview_idx" ON "feedback" USING btree ("interview_id","interviewer_id") WHERE "interview_id" IS NOT NULL;
