CREATE TABLE "reading" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"cost" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"sealed_request" "bytea" NOT NULL,
	"sealed_result" "bytea",
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_pending" (
	"reading_id" text PRIMARY KEY NOT NULL,
	"payload" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shuffle_commitment" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seed" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reading" ADD CONSTRAINT "reading_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_pending" ADD CONSTRAINT "reading_pending_reading_id_reading_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."reading"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuffle_commitment" ADD CONSTRAINT "shuffle_commitment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reading_one_active_per_user_idx" ON "reading" USING btree ("user_id") WHERE "reading"."status" IN ('QUEUED', 'GENERATING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "reading_user_saved_idx" ON "reading" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "reading_queue_idx" ON "reading" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shuffle_commitment_user_idx" ON "shuffle_commitment" USING btree ("user_id");