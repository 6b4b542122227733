import type { ReactNode } from 'react';

/** One account section: a card with its heading, reachable from the side menu by its id. */
export function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section id={id} className="account-section card" aria-labelledby={`${id}-title`}>
      <div className="account-section__head">
        <h2 id={`${id}-title`} className="account-section__title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A horizontally scrollable table, keyboard reachable: a labelled group, not a landmark (its section is one, by the same name). */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
