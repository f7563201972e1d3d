import { describe, expect, it } from 'vitest'
import { bulkDeleteArticlesMessage, teamsDeletedMessage, userCreatedMessage } from './admin-messages'

describe('admin messages', () => {
  it('reports a bulk article delete, with the reason when some were not deleted', () => {
    expect(bulkDeleteArticlesMessage(3, 3)).toBe('Deleted 3 of 3 articles')
    expect(bulkDeleteArticlesMessage(2, 5)).toBe(
      'Deleted 2 of 5 articles, 3 not deleted (not found or already deleted)',
    )
    expect(bulkDeleteArticlesMessage(0, 1)).toBe(
      'Deleted 0 of 1 articles, 1 not deleted (not found or already deleted)',
    )
  })

  it('reports teams and users as §8 words them', () => {
    expect(teamsDeletedMessage(2)).toBe('2 team(s) deleted successfully')
    expect(teamsDeletedMessage(1, 2)).toBe(
      '1 team(s) deleted successfully, 1 not deleted (not found or already deleted)',
    )
    expect(userCreatedMessage('a@b.co')).toBe('User a@b.co created successfully')
  })
})
