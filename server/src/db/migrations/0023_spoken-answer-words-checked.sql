ALTER TABLE "interview_answers" ADD COLUMN "words_checked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Spoken answers kept before this column were never checked by anyone (decision 811).
UPDATE "interview_answers" SET "words_checked" = false WHERE "storage_key" IS NOT NULL;
