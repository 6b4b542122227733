// The header's search panel (docs/product.md Shell): a text box of at most 50 characters; the server
// finds the comics by title or tag; results show thumbnail, title and genre and open /comic/{id};
// an empty result says 'No comic found'; an empty box shows 'Popular Tags' linking to /tag/{tag}
// ('No Data found' when there are none, docs/product.md).
import { useId } from 'react';
import { useAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { Image } from '../../../components/image.js';
import { Loading } from '../../../components/page-frame.js';
import { CloseIcon, SearchIcon } from '../../../components/icons.js';
import { SEARCH_MAX } from '../../../lib/constants.js';
import { searchOpenAtom } from '../../../stores/dialogs.js';
import { usePopularTags } from '../api/popular-tags.js';
import { useSearch } from '../hooks/use-search.js';

export function SearchButton() {
  const [open, setOpen] = useAtom(searchOpenAtom);
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('nav.search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      <SearchPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const search = useSearch(open);
  const tags = usePopularTags(open);
  const hasText = search.text.trim().length > 0;
  return (
    <Dialog open={open} onClose={onClose} title={t('search.dialog')} className="search-dialog">
      <div className="search">
        <div className="search__box">
          <SearchIcon className="search__icon" />
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id={inputId}
            type="search"
            className="search__input"
            value={search.text}
            maxLength={SEARCH_MAX}
            placeholder={t('search.placeholder')}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => search.setText(e.target.value)}
          />
          {search.text && (
            <button type="button" className="icon-button search__clear" aria-label={t('search.clear')} onClick={() => search.setText('')}>
              <CloseIcon width={18} height={18} />
            </button>
          )}
        </div>
        <p id={hintId} className="search__hint">
          {t('search.max', { count: SEARCH_MAX })} · {search.text.length}/{SEARCH_MAX}
        </p>

        {hasText ? (
          <section aria-label={t('search.results')} aria-live="polite">
            {search.loading ? (
              <Loading label={t('search.loading')} />
            ) : search.results.length === 0 ? (
              <p className="empty" role="status">
                {t('search.noResult')}
              </p>
            ) : (
              <ul className="search__results">
                {search.results.map((comic) => (
                  <li key={comic.id}>
                    <Link to={`/comic/${encodeURIComponent(comic.id)}`} className="search__result" onClick={onClose}>
                      <Image src={comic.thumbnail ?? comic.coverImage} alt="" width={48} height={64} className="search__thumb" />
                      <span className="search__meta">
                        <span className="search__title">{comic.title}</span>
                        {comic.genre && <span className="search__genre">{comic.genre}</span>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <section className="search__tags" aria-labelledby={`${inputId}-tags`}>
            <h3 id={`${inputId}-tags`} className="search__tags-title">
              {t('search.popularTags')}
            </h3>
            {tags.loading ? (
              <Loading />
            ) : tags.tags.length === 0 ? (
              <p className="empty" role="status">
                {t('safety.noDataFound')}
              </p>
            ) : (
              <ul className="chips">
                {tags.tags.map((tag) => (
                  <li key={tag}>
                    <Link className="chip" to={`/tag/${encodeURIComponent(tag)}`} onClick={onClose}>
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <div className="search__footer">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('search.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
