// The notifications page's "Browser notifications" switch (web push, issue 16): shown to a
// signed-in reader whose browser can show pushes; blocked permission is explained, not hidden.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlMessage } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { useWebPush } from '../hooks/use-web-push.js';

export function PushToggle({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const push = useWebPush(enabled);
  if (!enabled || push.state === 'unsupported' || push.state === 'checking') return null;
  const on = push.state === 'on';
  const toggle = async () => {
    try {
      const next = on ? await push.turnOff() : await push.turnOn();
      if (next === 'on') notify.success(t('inbox.push.turnedOn'));
      else if (on && next === 'off') notify.success(t('inbox.push.turnedOff'));
    } catch (e) {
      notify.error(gqlMessage(e, t('inbox.push.failed')));
    }
  };
  return (
    <section className="inbox-push" aria-labelledby={`${hintId}-label`}>
      <div className="inbox-push__text">
        <span id={`${hintId}-label`} className="inbox-push__label">
          {t('inbox.push.label')}
        </span>
        <span id={hintId} className="inbox-push__hint">
          {push.state === 'blocked' ? t('inbox.push.blocked') : t('inbox.push.hint')}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${hintId}-label`}
        aria-describedby={hintId}
        className={`button ${on ? 'button--primary' : 'button--ghost'}`}
        disabled={push.busy || push.state === 'blocked'}
        onClick={() => {
          void toggle();
        }}
      >
        {on ? t('inbox.push.on') : t('inbox.push.off')}
      </button>
    </section>
  );
}
