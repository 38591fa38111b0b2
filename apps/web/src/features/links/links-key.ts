/** The cache key of every client-links query: a link's change, or a notice about one, refreshes them. */
export const linksKey = ['links'] as const;
