ALTER TABLE "memory_fragments" ADD COLUMN "clean_copy_chosen_by" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "clean_copy_chosen_by" uuid;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "clean_copy_chosen_by" uuid;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD CONSTRAINT "memory_fragments_clean_copy_chosen_by_users_id_fk" FOREIGN KEY ("clean_copy_chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_clean_copy_chosen_by_users_id_fk" FOREIGN KEY ("clean_copy_chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_clean_copy_chosen_by_users_id_fk" FOREIGN KEY ("clean_copy_chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now only the storyteller could choose (docs/decisions/909): every choice made so far is hers.
UPDATE "memory_fragments" SET "clean_copy_chosen_by" = "user_id" WHERE "clean_copy_choice" <> 'unreviewed';--> statement-breakpoint
UPDATE "uploaded_files" SET "clean_copy_chosen_by" = "user_id" WHERE "clean_copy_choice" <> 'unreviewed';--> statement-breakpoint
UPDATE "interview_answers" SET "clean_copy_chosen_by" = "user_id" WHERE "clean_copy_choice" <> 'unreviewed';
