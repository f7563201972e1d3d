export const adminArticleKeys = {
  all: () => ['admin', 'articles'] as const,
  list: () => [...adminArticleKeys.all(), 'list'] as const,
  detail: (id: string) => [...adminArticleKeys.all(), 'detail', id] as const,
}
