// The search panel's state: the text (≤ 50 characters) and the comics the server found for it.
// The server is asked once the text has rested SEARCH_WAIT_MS; until the answer for the text
// comes, the last results stay on screen (Loading only when there are none yet).
import { useEffect, useState } from 'react';
import { SEARCH_MAX } from '../../../lib/constants.js';
import { useComicSearch, type FoundComic } from '../api/search-comics.js';

const SEARCH_WAIT_MS = 200;

export function useSearch(open: boolean) {
  const [text, setTextRaw] = useState('');
  const wanted = text.trim();
  const [asked, setAsked] = useState(wanted);
  useEffect(() => {
    if (wanted === asked) return;
    const timer = setTimeout(() => setAsked(wanted), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [wanted, asked]);
  const found = useComicSearch(asked, open);
  const answer = asked === wanted ? found.comics : undefined;
  const [shown, setShown] = useState<FoundComic[] | null>(null);
  if (answer && answer !== shown) setShown(answer);
  return {
    text,
    setText: (value: string) => {
      const next = value.slice(0, SEARCH_MAX);
      if (next.trim() === '') setShown(null);
      setTextRaw(next);
    },
    results: answer ?? shown ?? [],
    loading: !answer && !shown && !found.error,
    failed: found.error !== undefined,
  };
}
