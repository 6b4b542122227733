// An accessible modal dialog: the native <dialog> opened with showModal() (the rest of the page
// becomes inert), a Tab/Shift+Tab focus trap inside it, Escape and the close button to close,
// and focus returned to the element that opened it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert') && el.offsetParent !== null);
}

/** Keeps Tab and Shift+Tab inside `root`. */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(root);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** id used for deep links such as #purchase, #unlock, #payment-modal (docs/product.md). */
  id?: string;
  className?: string;
  footer?: ReactNode;
}

export function Dialog({ open, onClose, title, children, id, className, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
      const first = focusableIn(el).find((n) => !n.classList.contains('dialog__close')) ?? focusableIn(el)[0];
      first?.focus();
    } else if (!open && el.open) {
      el.close();
    }
    if (!open && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  const body = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = body.current;
    if (!open || !el) return;
    const check = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [open, children]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (ref.current) trapTab(e, ref.current);
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button dialog__close" aria-label={t('app.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div
            ref={body}
            className="dialog__body"
            // A body that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
            {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
          >
            {children}
          </div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
