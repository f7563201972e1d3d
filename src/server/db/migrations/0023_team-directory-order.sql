DROP INDEX "teams_game_quality_idx";--> statement-breakpoint
CREATE INDEX "teams_game_quality_idx" ON "teams" USING btree ("current_videogame","quality_score" DESC NULLS FIRST,"name");