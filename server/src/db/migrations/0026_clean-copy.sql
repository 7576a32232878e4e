ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy" text;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy_of" text;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy_choice" text DEFAULT 'unreviewed' NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy_edit" text;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy_words_changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy_of" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy_choice" text DEFAULT 'unreviewed' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy_edit" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy_words_changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy_of" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy_choice" text DEFAULT 'unreviewed' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy_edit" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy_words_changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD CONSTRAINT "memory_fragments_clean_copy_choice_check" CHECK ("memory_fragments"."clean_copy_choice" in ('unreviewed', 'accepted', 'edited', 'own-words'));--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_clean_copy_choice_check" CHECK ("uploaded_files"."clean_copy_choice" in ('unreviewed', 'accepted', 'edited', 'own-words'));--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_clean_copy_choice_check" CHECK ("interview_answers"."clean_copy_choice" in ('unreviewed', 'accepted', 'edited', 'own-words'));