// The frame every page shares: a heading (also the document title), optional actions, content. It is
// not a landmark of its own: the layout's <main> is, and a region named by the page heading would
// repeat it (and collide with a section of the same name, as Manage Account's does).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}

export function PageFrame({
  title,
  children,
  actions,
  className,
  hideTitle,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  hideTitle?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className={`page ${className ?? ''}`}>
      <div className={`page__head ${hideTitle ? 'visually-hidden' : ''}`}>
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="empty" role="status">
      {children}
    </p>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}
