// The comic page's notification bell (docs/product.md comic detail, user-comic-notification): a
// logged-in reader turns new-episode notifications for this comic on or off. The bell shows the
// state the toggle answers, and My Library's Subscribed shelf is read again.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIBED_SHELF_KEY } from '../../../api/library-keys.js';
import { graphql } from '../../../gql/index.js';
import { gqlMessage, graphqlKey, useGraphqlMutation, useGraphqlQuery } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';

const COMIC_BELL = graphql(`
  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }
`);
const TOGGLE_COMIC_BELL = graphql(`
  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }
`);

export function ComicBell({ comicId }: { comicId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useAtomValue(credentialsAtom);
  const queryClient = useQueryClient();
  const state = useGraphqlQuery(COMIC_BELL, { comicId }, { enabled: !!credentials, staleTime: 0, perReader: true });
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
      ({ toggleComicBell: answer } = await toggle.mutateAsync({ comicId }));
    } catch (e) {
      notify.failure(new Error(gqlMessage(e)));
      return;
    }
    notify.success(t(answer.subscribed ? 'inbox.bell.turnedOn' : 'inbox.bell.turnedOff'));
    queryClient.setQueryData(graphqlKey(COMIC_BELL, { comicId }), { comicBell: answer.subscribed });
    void queryClient.invalidateQueries({ queryKey: SUBSCRIBED_SHELF_KEY });
  };
  return (
    <button
      type="button"
      className={`button button--ghost comic-bell ${on ? 'is-on' : ''}`}
      aria-pressed={on}
      disabled={toggle.isPending}
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
