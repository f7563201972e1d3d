// The whole card is clickable through the title link's ::after (as the news cards do); other links sit above it.
// Both are the news cards' component classes (styles.css); these cards do not clip their content.
export const stretchedLink = 'card-link'

export const cardShell = 'group story-card overflow-visible'
