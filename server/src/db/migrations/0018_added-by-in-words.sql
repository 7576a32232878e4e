ALTER TABLE "memory_fragments" ADD COLUMN "added_by_name" text;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "added_by_email" text;