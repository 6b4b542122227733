// Server HTML (FAQ answers, terms, privacy, slide pages) rendered after DOMPurify sanitising.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
