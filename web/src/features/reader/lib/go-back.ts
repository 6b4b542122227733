// Back in the app's own history when there is one; otherwise to a fallback page (a reader who
// opened the link directly has nowhere to go back to).
import type { NavigateFunction } from 'react-router-dom';

export function goBack(navigate: NavigateFunction, fallback: string): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
