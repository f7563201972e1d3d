import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { articles } from './articles'
import { teams } from './esports'

// Which teams each story names (issue #16 item 4): a story names a team when its title or summary holds the team's
// name or acronym as a whole word (services/team-mentions.ts). Kept by triggers (migration 0022) whenever a story's
// title, summary or date or a team's name or acronym is written, so every writer (ingestion, the admin editor, the
// team sync, the demo seed) keeps it right; deleting either side deletes the row. published_at is the story's, so a
// team's newest stories are read from one index.
export const storyTeams = pgTable(
  'story_teams',
  {
    articleId: text()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.teamId] }),
    index('story_teams_team_published_idx').on(
      t.teamId,
      t.publishedAt.desc().nullsFirst(),
      t.articleId.desc().nullsFirst(),
    ),
  ],
)
