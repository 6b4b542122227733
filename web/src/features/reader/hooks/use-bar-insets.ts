// The reader's pages start below the header bar and end above the footer bar: the bars' heights
// are measured (they change with the title's font and the controls in them) and written to the
// shell as --reader-top / --reader-bottom, which reader.css pads the page list with. Measured
// before paint, so the first page is never drawn under a bar.
import { useLayoutEffect, type RefObject } from 'react';

export function useBarInsets(shell: RefObject<HTMLElement | null>, ready: boolean) {
  useLayoutEffect(() => {
    const root = shell.current;
    if (!ready || !root) return;
    const top = root.querySelector<HTMLElement>('.reader__bar--top');
    const bottom = root.querySelector<HTMLElement>('.reader__bar--bottom');
    const measure = () => {
      if (top) root.style.setProperty('--reader-top', `${Math.ceil(top.offsetHeight)}px`);
      if (bottom) root.style.setProperty('--reader-bottom', `${Math.ceil(bottom.offsetHeight)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const bar of [top, bottom]) if (bar) observer.observe(bar);
    return () => observer.disconnect();
  }, [shell, ready]);
}
