ALTER TABLE "memory_fragments" ADD COLUMN "answers_question" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "answers_question" text;