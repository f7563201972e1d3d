interface DuplicateCandidate {
  id: string
  title: string
  publishedAt: Date | string
}

interface DuplicateGroup<A extends DuplicateCandidate> {
  title: string
  /** The oldest article: marked KEEP. */
  keep: A
  /** The others, oldest first: marked DELETE. */
  remove: A[]
}

interface DuplicateReport<A extends DuplicateCandidate> {
  groups: DuplicateGroup<A>[]
  /** {n} of "Found {n} duplicate titles affecting {m} articles". */
  duplicateTitles: number
  /** {m}: every article in a group, the kept ones included. */
  affectedArticles: number
  /** The ids Clean Up Duplicates deletes. */
  deleteIds: string[]
}

function timeOf(date: Date | string): number {
  const time = new Date(date).getTime()
  // An unreadable date sorts as the newest, so an article with a real date is the one kept.
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time
}

/**
 * §4 article duplicates: group by exact title, keep groups of more than one, each sorted by published
 * date oldest first (equal dates keep their input order); the first is KEEP, the rest DELETE.
 * Groups come in the order their title first appears.
 */
export function groupDuplicates<A extends DuplicateCandidate>(articles: readonly A[]): DuplicateReport<A> {
  const byTitle = new Map<string, A[]>()
  for (const article of articles) {
    const group = byTitle.get(article.title)
    if (group) group.push(article)
    else byTitle.set(article.title, [article])
  }

  const groups: DuplicateGroup<A>[] = []
  for (const [title, members] of byTitle) {
    if (members.length < 2) continue
    const [keep, ...remove] = [...members].sort((a, b) => timeOf(a.publishedAt) - timeOf(b.publishedAt))
    groups.push({ title, keep: keep!, remove })
  }

  return {
    groups,
    duplicateTitles: groups.length,
    affectedArticles: groups.reduce((sum, group) => sum + 1 + group.remove.length, 0),
    deleteIds: groups.flatMap((group) => group.remove.map((article) => article.id)),
  }
}

/** §8: "Found {n} duplicate titles affecting {m} articles". */
export function duplicatesFoundMessage(
  report: Pick<DuplicateReport<DuplicateCandidate>, 'duplicateTitles' | 'affectedArticles'>,
): string {
  return `Found ${report.duplicateTitles} duplicate titles affecting ${report.affectedArticles} articles`
}

/** §8: "Deleted {n} duplicate articles". */
export function duplicatesCleanedMessage(deleted: number): string {
  return `Deleted ${deleted} duplicate articles`
}
