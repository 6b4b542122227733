// Like, share and interest controls (docs/product.md comic detail, 'Like and share', 'Like, share
// and interest need login'), and the reader header's like heart. Both read the comic's engagement
// (GraphQL `comicEngagement`, the reader's own marks); each call answers the comic's counts and the
// reader's marks as they now stand, which replace the cached ones (api/comic-engagement-cache.ts).
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMIC_ENGAGEMENT, LIKE_OR_SHARE_COMIC, MARK_INTEREST } from '../api/comic-engagement.js';
import { GraphqlError, gqlMessage, useGraphqlMutation, useGraphqlQuery } from '../lib/graphql.js';
import { notify } from '../lib/toast.js';
import { credentialsAtom } from '../stores/session.js';
import './comic-engagement.css';

function useEngagement(comicId: string) {
  const credentials = useAtomValue(credentialsAtom);
  const q = useGraphqlQuery(COMIC_ENGAGEMENT, { comicId }, { enabled: !!comicId });
  const { run: likeShare } = useGraphqlMutation(LIKE_OR_SHARE_COMIC);
  const { run: interest } = useGraphqlMutation(MARK_INTEREST);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const view = q.data?.comicEngagement;
  const needLogin = () => {
    if (credentials) return false;
    notify.warning(t('browse.community.loginFirst'));
    navigate('/login');
    return true;
  };
  /** Runs one call; on failure the reader is sent to log in. */
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (e) {
      notify.error(e instanceof GraphqlError && e.graphQLErrors[0]?.message ? gqlMessage(e) : t('errors.generic'));
      navigate('/login');
      return false;
    }
  };
  return {
    view,
    async toggleLike() {
      if (needLogin() || !view) return;
      await run(() => likeShare({ comicId, type: 'like' }));
    },
    async share(title: string) {
      if (needLogin() || !view) return;
      const url = window.location.href.split('#')[0]!;
      if (!(await run(() => likeShare({ comicId, type: 'share' })))) return;
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url }).catch(() => undefined);
      } else {
        await navigator.clipboard?.writeText(url).catch(() => undefined);
        notify.success(t('browse.community.linkCopied'));
      }
    },
    async setInterest(value: boolean) {
      if (needLogin() || !view) return;
      await run(() => interest({ comicId, interest: value }));
    },
  };
}

const Heart = ({ filled }: { filled: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z" />
  </svg>
);

/** Comic detail: Like (with count), Share (with count), Interested / Not interested. */
export function ComicEngagementControls({ comicId, title }: { comicId: string; title: string }) {
  const { t } = useTranslation();
  const e = useEngagement(comicId);
  const v = e.view;
  return (
    <div className="engagement" data-testid="comic-engagement">
      <button
        type="button"
        className={`button button--ghost button--small engagement__like ${v?.liked ? 'is-on' : ''}`}
        aria-pressed={!!v?.liked}
        onClick={() => void e.toggleLike()}
        disabled={!v}
        data-testid="comic-like"
      >
        <Heart filled={!!v?.liked} />{' '}
        <span>{`${t('browse.community.like')} · ${t('browse.community.likes', { count: v?.likeCount ?? 0 })}`}</span>
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => void e.share(title)} disabled={!v}>
        <span>{`${t('browse.community.share')} · ${t('browse.community.shares', { count: v?.shareCount ?? 0 })}`}</span>
      </button>
      <div className="engagement__interest" role="group" aria-label={t('browse.community.interest')}>
        <button
          type="button"
          className={`button button--ghost button--small ${v?.interest === true ? 'is-on' : ''}`}
          aria-pressed={v?.interest === true}
          onClick={() => void e.setInterest(true)}
          disabled={!v}
        >
          {t('browse.community.interested')}
        </button>
        <button
          type="button"
          className={`button button--ghost button--small ${v?.interest === false ? 'is-on' : ''}`}
          aria-pressed={v?.interest === false}
          onClick={() => void e.setInterest(false)}
          disabled={!v}
        >
          {t('browse.community.notInterested')}
        </button>
      </div>
    </div>
  );
}

/** The reader header's like heart (docs/product.md episode reader). */
export function LikeHeart({ comicId }: { comicId: string }) {
  const { t } = useTranslation();
  const e = useEngagement(comicId);
  const liked = !!e.view?.liked;
  return (
    <button
      type="button"
      className={`icon-button engagement__heart ${liked ? 'is-on' : ''}`}
      aria-pressed={liked}
      data-testid="reader-like"
      aria-label={liked ? t('browse.community.unlikeComic') : t('browse.community.likeComic')}
      onClick={() => void e.toggleLike()}
      disabled={!e.view}
    >
      <Heart filled={liked} />
    </button>
  );
}
