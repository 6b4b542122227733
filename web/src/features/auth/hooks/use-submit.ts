// One in-flight submit at a time; failures are toasted with the server message (docs/product.md).
import { useCallback, useState } from 'react';
import { notify } from '../../../lib/toast.js';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (fn: () => Promise<void>) => {
      if (busy) return;
      setBusy(true);
      try {
        await fn();
      } catch (e) {
        notify.failure(e);
      } finally {
        setBusy(false);
      }
    },
    [busy],
  );
  return { busy, run };
}
