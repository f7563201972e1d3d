DROP INDEX "players_name_idx";--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree (lower("name"),"name");