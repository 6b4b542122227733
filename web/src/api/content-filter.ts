// Content list rules without React or storage: docs/product.md filtering and the search match.
export interface Comic {
  _id: string;
  id?: string;
  slug?: string;
  title: string;
  genre?: string;
  thumbnail?: string;
  coverImage?: string;
  tags?: string[];
  teamAssignment?: string | null;
  freeEpisodeCount?: number;
  status?: string;
  isSchedule?: boolean;
}

export function visibleComics(comics: readonly Comic[] | undefined): Comic[] {
  return (comics ?? []).filter((c) => c && c.status === 'publish' && !c.isSchedule);
}

/** Case-insensitive "contains" on the title or any tag (docs/product.md search panel). */
export function searchComics(comics: readonly Comic[], text: string): Comic[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return comics.filter(
    (c) => (c.title ?? '').toLowerCase().includes(q) || (c.tags ?? []).some((tag) => String(tag).toLowerCase().includes(q)),
  );
}
