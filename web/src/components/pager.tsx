// The pager of docs/product.md: page size 5 for the gift, coin-purchase and usage-history lists.
import { useTranslation } from 'react-i18next';

import { PAGE_SIZE, pageCount } from '../lib/paginate.js';

export { PAGE_SIZE, pageCount, paginate } from '../lib/paginate.js';

export interface PagerProps {
  total: number;
  page: number;
  onChange: (page: number) => void;
  size?: number;
  /** Show only when there are more than this many pages (gift list: 5; coin list: always, 0). */
  showAbovePages?: number;
  /** The list it pages, in its name ("Pages of Coin History"): a page with several pagers tells them apart. */
  label?: string;
}

export function Pager({ total, page, onChange, size = PAGE_SIZE, showAbovePages = 0, label }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, size);
  if (pages <= showAbovePages) return null;
  return (
    <nav className="pager" aria-label={label ? t('pager.labelOf', { what: label }) : t('pager.label')}>
      <button
        type="button"
        className="pager__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pager.previous')}
      >
        ‹
      </button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <button
          key={p}
          type="button"
          className="pager__page"
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: p })}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className="pager__step"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        aria-label={t('pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
