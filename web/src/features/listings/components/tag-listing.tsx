// /tag/{tag} and /tags/{tag} (docs/product.md Listings): comics with that tag and two sort dropdowns —
// sort by (Popular, Newest, Title) and order (descending or ascending; a sort without a chosen order
// shows its own: most read, newest, titles A–Z); the server sorts, so every page of a long list
// follows the chosen order. The heading names the tag as the chips do, in the reader's language.
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.js';
import { TAG_QUERY, defaultOrder, reversedFor, useComicList, useTagName, type ComicSort } from '../api/listings.js';
import { ComicResults } from './comic-results.js';

const SORTS: Array<[ComicSort, string]> = [
  ['POPULAR', 'browse.listing.popular'],
  ['NEWEST', 'browse.listing.newest'],
  ['TITLE', 'browse.listing.title'],
];

export function TagPage() {
  const { t } = useTranslation();
  const { tag = '' } = useParams();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sort = SORTS.find(([k]) => k === params.get('sort'))?.[0] ?? 'POPULAR';
  const chosen = params.get('order');
  const order = chosen === 'asc' || chosen === 'desc' ? chosen : defaultOrder(sort);
  const list = useComicList(TAG_QUERY, { tag, sort, reversed: reversedFor(sort, order) }, (r) => r.tagComics);
  const name = useTagName(tag);
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <PageFrame title={t('pages.tag', { tag: name })} className="listing">
      <div className="sort-bar">
        <div className="sort-bar__field">
          <label htmlFor={`${id}-sort`}>{t('browse.listing.sortBy')}</label>
          <select id={`${id}-sort`} value={sort} onChange={(e) => update('sort', e.target.value)}>
            {SORTS.map(([k, label]) => (
              <option key={k} value={k}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div className="sort-bar__field">
          <label htmlFor={`${id}-order`}>{t('browse.listing.order')}</label>
          <select id={`${id}-order`} value={order} onChange={(e) => update('order', e.target.value)}>
            <option value="desc">{t('browse.listing.desc')}</option>
            <option value="asc">{t('browse.listing.asc')}</option>
          </select>
        </div>
      </div>
      <ComicResults {...list} linkById />
    </PageFrame>
  );
}
