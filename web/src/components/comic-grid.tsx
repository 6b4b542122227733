// A responsive grid (or a horizontal shelf) of comic cards with its empty state.
import type { ReactNode } from 'react';
import { ComicCard, type CardComic } from './comic-card.js';
import { EmptyState } from './page-frame.js';

export interface ComicGridProps<C extends CardComic> {
  comics: readonly C[];
  empty: ReactNode;
  badge?: (c: C) => ReactNode;
  showOriginal?: boolean;
  linkById?: boolean;
  variant?: 'grid' | 'shelf';
  label?: string;
  /** A ranking: an ordered list whose cards show their rank (1 for the first). */
  ranked?: boolean;
}

export function ComicGrid<C extends CardComic>({
  comics,
  empty,
  badge,
  showOriginal,
  linkById,
  variant = 'grid',
  label,
  ranked,
}: ComicGridProps<C>) {
  if (comics.length === 0) return <EmptyState>{empty}</EmptyState>;
  const List = ranked ? 'ol' : 'ul';
  return (
    <List className={`comic-grid comic-grid--${variant}`} aria-label={label}>
      {comics.map((c, i) => (
        <li key={c.id}>
          <ComicCard
            comic={c}
            badge={badge?.(c)}
            showOriginal={showOriginal}
            linkById={linkById}
            eager={i < 6 && variant === 'grid'}
            rank={ranked ? i + 1 : undefined}
          />
        </li>
      ))}
    </List>
  );
}
