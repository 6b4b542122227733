// The comic page's notification bell (docs/product.md comic detail, user-comic-notification): a
// logged-in reader turns new-episode notifications for this comic on or off. The bell shows the
// state the toggle answers (api/comics-cache.ts writes it into the cached bell).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { gqlMessage, useGraphqlMutation, useGraphqlQuery } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import { COMIC_BELL, TOGGLE_COMIC_BELL } from '../api/comic-bell.js';

export function ComicBell({ comicId }: { comicId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useAtomValue(credentialsAtom);
  const state = useGraphqlQuery(COMIC_BELL, { comicId }, { enabled: !!credentials && !!comicId, fresh: true });
  const toggle = useGraphqlMutation(TOGGLE_COMIC_BELL);
  const on = !!credentials && !!state.data?.comicBell;
  const click = async () => {
    if (!credentials) {
      notify.warning(t('inbox.bell.loginFirst'));
      navigate('/login');
      return;
    }
    let answer;
    try {
      ({ toggleComicBell: answer } = await toggle.run({ comicId }));
    } catch (e) {
      notify.failure(new Error(gqlMessage(e)));
      return;
    }
    notify.success(t(answer.subscribed ? 'inbox.bell.turnedOn' : 'inbox.bell.turnedOff'));
  };
  return (
    <button
      type="button"
      className={`button button--ghost comic-bell ${on ? 'is-on' : ''}`}
      aria-pressed={on}
      disabled={toggle.pending}
      onClick={() => void click()}
      data-testid="comic-bell"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      <span>{on ? t('inbox.bell.on') : t('inbox.bell.off')}</span>
    </button>
  );
}
