ALTER TABLE "memory_fragments" ADD COLUMN "contributed_name" text;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD COLUMN "contributed_text" text;--> statement-breakpoint
-- Additions nobody has saved since are still their author's words; an edited one has no copy to show (decision 1519).
UPDATE "memory_fragments" SET "contributed_name" = "name", "contributed_text" = "text" WHERE "added_by" IS NOT NULL AND "version" = 1;
