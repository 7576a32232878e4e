ALTER TABLE "memory_fragments" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD CONSTRAINT "memory_fragments_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_fragments_added_by_idx" ON "memory_fragments" USING btree ("added_by","user_id");