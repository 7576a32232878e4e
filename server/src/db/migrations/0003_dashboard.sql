CREATE TABLE "dashboard_insights" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"memories_fingerprint" text NOT NULL,
	"payload" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_insights_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "dashboard_insights" ADD CONSTRAINT "dashboard_insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;