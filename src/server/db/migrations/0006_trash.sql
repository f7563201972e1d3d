CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"deleted_by" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trash_kind_entity_idx" ON "trash" USING btree ("kind","entity_id");