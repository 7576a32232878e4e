ALTER TABLE "memory_fragments" DROP CONSTRAINT "memory_fragments_added_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "memory_fragments" ADD CONSTRAINT "memory_fragments_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;