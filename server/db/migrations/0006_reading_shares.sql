CREATE TABLE "reading_share" (
	"id" text PRIMARY KEY NOT NULL,
	"reading_id" text NOT NULL,
	"user_id" text NOT NULL,
	"key_hash" "bytea" NOT NULL,
	"shared_copy" "bytea" NOT NULL,
	"sealed_info" "bytea" NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_share_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "reading_share" ADD CONSTRAINT "reading_share_reading_id_reading_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."reading"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_share" ADD CONSTRAINT "reading_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_share_user_idx" ON "reading_share" USING btree ("user_id","created_at");