// The search panel's state: text (≤ 50 characters) and the filtered comics.
import { useDeferredValue, useMemo, useState } from 'react';
import { searchComics, useAllContent } from '../../../api/content.js';
import { SEARCH_MAX } from '../../../lib/constants.js';
import { notify } from '../../../lib/toast.js';

export function useSearch(open: boolean) {
  const [text, setTextRaw] = useState('');
  const content = useAllContent(open, { onError: (e) => notify.failure(e) });
  const deferred = useDeferredValue(text);
  const results = useMemo(() => searchComics(content.comics, deferred), [content.comics, deferred]);
  return {
    text,
    setText: (value: string) => setTextRaw(value.slice(0, SEARCH_MAX)),
    results,
    loading: content.loading,
    failed: content.error !== undefined,
  };
}
