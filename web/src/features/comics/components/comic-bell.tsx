// The comic page's notification bell (spec §2 comic detail, §7 user-comic-notification): a
// logged-in reader turns new-episode notifications for this comic on or off.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { gql, useMutation, useQuery } from 'urql';
import { gqlMessage } from '../../../lib/gql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';

const COMIC_BELL = gql<{ comicBell: boolean }, { comicId: string }>`
  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }
`;
const TOGGLE_COMIC_BELL = gql<{ toggleComicBell: { comicId: string; subscribed: boolean; message: string } }, { comicId: string }>`
  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }
`;

export function ComicBell({ comicId }: { comicId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useAtomValue(credentialsAtom);
  const [state, refetch] = useQuery({ query: COMIC_BELL, variables: { comicId }, pause: !credentials, requestPolicy: 'cache-and-network' });
  const [toggling, toggle] = useMutation(TOGGLE_COMIC_BELL);
  const on = !!state.data?.comicBell;
  const click = async () => {
    if (!credentials) { notify.warning(t('inbox.bell.loginFirst')); navigate('/login'); return; }
    const r = await toggle({ comicId });
    if (r.error) { notify.failure(new Error(gqlMessage(r.error))); return; }
    notify.success(r.data!.toggleComicBell.message);
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <button type="button" className={`button button--ghost comic-bell ${on ? 'is-on' : ''}`} aria-pressed={on} disabled={toggling.fetching} onClick={() => void click()}
      data-testid="comic-bell">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" /><path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      <span>{on ? t('inbox.bell.on') : t('inbox.bell.off')}</span>
    </button>
  );
}
