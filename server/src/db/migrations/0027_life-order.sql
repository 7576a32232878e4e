ALTER TABLE "memoir_chapters" ADD COLUMN "memory_order_set" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memoir_projects" ADD COLUMN "chapters_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memoir_projects" ADD COLUMN "chapter_order_set" boolean DEFAULT false NOT NULL;