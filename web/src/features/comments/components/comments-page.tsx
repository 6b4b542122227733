// Episode comments /comment/comic/{slug}/{episodeNumber} (spec §2 Comments): a header with back,
// the count and the 'Popular' label; the comments newest first, a page at a time; the 'Add
// Comment' form with Post. Reading is open to visitors; posting, liking, muting and reporting need
// a login ('Please do login first !', then /login). New comments arrive live (commentAdded).
//
// The list is one infinite query per episode (EpisodeComments, per reader): each visit shows the
// cached pages and reads them again; a post, a delete, a like, a mute, a report or a live message
// invalidates it, so the pages shown are read again from the newest. A like shows its answer at once.
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, useDocumentTitle } from '../../../components/page-frame.js';
import type { EpisodeCommentsQuery } from '../../../gql/graphql.js';
import { gqlMessage, graphqlKey, graphqlRequest, useGraphqlMutation, useGraphqlQuery } from '../../../lib/graphql.js';
import { PER_READER } from '../../../lib/query-client.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import {
  ADD_COMMENT,
  ADD_MUTE,
  ADD_REPORT,
  COMMENT_EPISODE,
  DELETE_COMMENT,
  EPISODE_COMMENTS,
  LIKE_COMMENT,
  PAGE_SIZE,
  USER_COMMENT_DATA,
  type CommentNode,
} from '../api/comments.js';
import { useCommentStream } from '../hooks/use-comment-stream.js';
import { CommentItem } from './comment-item.js';
import { ReportDialog } from './report-dialog.js';
import './comments.css';

const MAX = 1000;

type CommentPages = InfiniteData<EpisodeCommentsQuery, string | null>;
/** The cache key of an episode's comment pages (invalidate it to read them again). */
const commentsKey = (episodeId: string) => graphqlKey(EPISODE_COMMENTS, { episodeId, first: PAGE_SIZE });

function useEpisodeComments(episodeId: string | undefined) {
  return useInfiniteQuery({
    queryKey: commentsKey(episodeId ?? ''),
    queryFn: ({ pageParam }) => graphqlRequest(EPISODE_COMMENTS, { episodeId: episodeId!, first: PAGE_SIZE, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: ({ episodeComments: { pageInfo } }) => (pageInfo.hasNextPage ? pageInfo.endCursor : undefined),
    enabled: !!episodeId,
    staleTime: 0,
    meta: PER_READER,
  });
}

export function CommentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const credentials = useAtomValue(credentialsAtom);
  const { slug = '', episodeNumber = '' } = useParams();
  const n = Number(episodeNumber);
  useDocumentTitle(t('pages.comments'));

  const episodeQ = useGraphqlQuery(COMMENT_EPISODE, { slug, n }, { enabled: !!slug && Number.isInteger(n) });
  const episodeId = episodeQ.data?.episode.episode.id;
  const mine = useGraphqlQuery(USER_COMMENT_DATA, undefined, { enabled: !!credentials, staleTime: 0, perReader: true });
  const list = useEpisodeComments(episodeId);

  /** Mutes and unmutes made on this visit (author id → their name, or null once unmuted), shown before the saved ones are read again. */
  const [mutedNow, setMutedNow] = useState<Map<string, string | null>>(new Map());
  const [reportedNow, setReportedNow] = useState<Set<string>>(new Set());
  const [reporting, setReporting] = useState<CommentNode | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const { mutateAsync: addComment } = useGraphqlMutation(ADD_COMMENT);
  const { mutateAsync: likeComment } = useGraphqlMutation(LIKE_COMMENT);
  const { mutateAsync: mute } = useGraphqlMutation(ADD_MUTE);
  const { mutateAsync: report } = useGraphqlMutation(ADD_REPORT);
  const { mutateAsync: remove } = useGraphqlMutation(DELETE_COMMENT);

  /** Reads the shown pages again (after a post, a delete, a like, a mute or a live message). */
  const reload = () => (episodeId ? queryClient.invalidateQueries({ queryKey: commentsKey(episodeId) }) : Promise.resolve());
  const reloadMine = () => queryClient.invalidateQueries({ queryKey: graphqlKey(USER_COMMENT_DATA) });
  useCommentStream(episodeId, () => {
    void reload();
  });

  // An episode or comment page that fails to load says so once per failure; a failed "more" says so itself.
  const failure = episodeQ.error ?? (list.isFetchNextPageError ? null : list.error);
  useEffect(() => {
    if (failure) notify.error(t('browse.community.notFound'));
  }, [failure, t]);

  /** Every loaded page's comments in order, each once (a comment posted meanwhile can shift one onto the next page). */
  const items = useMemo(() => {
    const byId = new Map<string, CommentNode>();
    for (const page of list.data?.pages ?? [])
      for (const { node } of page.episodeComments.edges) if (!byId.has(node.id)) byId.set(node.id, node);
    return [...byId.values()];
  }, [list.data]);
  const total = list.data?.pages[0]?.episodeComments.totalCount ?? 0;
  const loaded = !!list.data || !!list.error || !!episodeQ.error;
  /** Everyone the reader has muted (saved, and on this visit), newest first: each listed with UnMute, their comments left out. */
  const muted = useMemo(() => {
    const all = new Map<string, string>();
    for (const [id, name] of mutedNow) if (name !== null) all.set(id, name);
    for (const m of mine.data?.userCommentData.muteData ?? []) if (!mutedNow.has(m.muteUserId)) all.set(m.muteUserId, m.user.fullName);
    return all;
  }, [mine.data, mutedNow]);
  const reportedAuthors = useMemo(
    () => new Set([...(mine.data?.userCommentData.reportData.map((r) => r.guiltyUser) ?? []), ...reportedNow]),
    [mine.data, reportedNow],
  );

  const more = async () => {
    if (!list.hasNextPage || list.isFetchingNextPage) return;
    const r = await list.fetchNextPage();
    if (r.isFetchNextPageError) notify.error(gqlMessage(r.error));
  };

  const needLogin = () => {
    if (credentials) return false;
    notify.warning(t('browse.community.loginFirst'));
    navigate('/login');
    return true;
  };

  const post = async (e: React.FormEvent) => {
    e.preventDefault();
    if (needLogin() || !episodeId) return;
    setBusy(true);
    try {
      await addComment({ episodeId, content: text });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    } finally {
      setBusy(false);
    }
    setText('');
    notify.success(t('browse.community.added'));
    await reload();
  };

  const like = async (c: CommentNode) => {
    if (needLogin() || !episodeId) return;
    let answer;
    try {
      ({ likeComment: answer } = await likeComment({ commentId: c.id, like: !c.liked }));
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    }
    const { liked, likeCount } = answer;
    queryClient.setQueryData<CommentPages>(
      commentsKey(episodeId),
      (d) =>
        d && {
          ...d,
          pages: d.pages.map((p) => ({
            episodeComments: {
              ...p.episodeComments,
              edges: p.episodeComments.edges.map((x) => (x.node.id === c.id ? { ...x, node: { ...x.node, liked, likeCount } } : x)),
            },
          })),
        },
    );
    void reload();
  };

  const toggleMute = async (authorId: string, name: string, value: boolean) => {
    if (needLogin()) return;
    try {
      await mute({ muteUserId: authorId, mute: value });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    }
    setMutedNow((m) => new Map(m).set(authorId, value ? name : null));
    void reloadMine();
    await reload();
  };

  const sendReport = async (reason: string) => {
    const c = reporting;
    if (!c || needLogin()) return;
    setBusy(true);
    try {
      await report({ commentId: c.id, reason });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    } finally {
      setBusy(false);
      setReporting(null);
    }
    setReportedNow((s) => new Set(s).add(c.author.id));
    notify.success(t('browse.community.reportDone'));
    void reloadMine();
    void reload();
  };

  const del = async (c: CommentNode) => {
    try {
      await remove({ commentId: c.id });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    }
    notify.success(t('browse.community.deleted'));
    await reload();
  };

  const shown = items.filter((c) => !muted.has(c.author.id));
  const back = `/comic/${encodeURIComponent(slug)}/${encodeURIComponent(episodeNumber)}`;
  return (
    <main id="main" className="comments">
      <header className="reader__bar comments__bar">
        <Link to={back} className="button button--ghost button--small">
          ‹ {t('app.back')}
        </Link>
        <h1 className="reader__title">{t('pages.comments')}</h1>
        <span className="comments__count" data-testid="comment-count" aria-label={t('browse.community.count', { count: total })}>
          {total}
        </span>
        <span className="comments__sort">{t('browse.community.popular')}</span>
      </header>
      <div className="comments__content">
        {muted.size > 0 && (
          <ul className="comments__muted" aria-label={t('browse.community.mutedList')}>
            {[...muted].map(([id, name]) => (
              <li key={id}>
                {t('browse.community.mutedNote', { name })}{' '}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void toggleMute(id, name, false)}
                  data-testid="comment-unmute"
                >
                  {t('browse.community.unmute')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!loaded ? (
          <Loading />
        ) : shown.length === 0 ? (
          <EmptyState>{t('browse.community.noComments')}</EmptyState>
        ) : (
          <ol className="comments__list" aria-label={t('pages.comments')}>
            {shown.map((c) => (
              <CommentItem
                key={c.id}
                comment={c}
                reported={reportedAuthors.has(c.author.id)}
                onLike={() => void like(c)}
                onMute={() => void toggleMute(c.author.id, c.author.fullName, true)}
                onReport={() => {
                  if (!needLogin()) setReporting(c);
                }}
                onDelete={() => void del(c)}
              />
            ))}
          </ol>
        )}
        {list.hasNextPage && (
          <button type="button" className="button button--ghost comments__more" onClick={() => void more()}>
            {t('browse.community.more')}
          </button>
        )}
      </div>
      <form className="comments__form" onSubmit={(e) => void post(e)}>
        <label htmlFor="comment-input" className="visually-hidden">
          {t('browse.community.addComment')}
        </label>
        <textarea
          id="comment-input"
          rows={2}
          maxLength={MAX}
          value={text}
          placeholder={t('browse.community.addComment')}
          onChange={(e) => setText(e.target.value)}
          data-testid="comment-input"
        />
        <button type="submit" className="button button--primary" disabled={busy || !episodeId}>
          {t('browse.community.post')}
        </button>
      </form>
      <ReportDialog open={!!reporting} busy={busy} onClose={() => setReporting(null)} onSend={(reason) => void sendReport(reason)} />
    </main>
  );
}
