// Episode comments /comment/comic/{slug}/{episodeNumber} (spec §2 Comments): a header with back,
// the count and the 'Popular' label; the comments newest first, a page at a time; the 'Add
// Comment' form with Post. Reading is open to visitors; posting, liking, muting and reporting need
// a login ('Please do login first !', then /login). New comments arrive live (commentAdded).
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, useDocumentTitle } from '../../../components/page-frame.js';
import { gqlMessage } from '../../../lib/gql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import {
  ADD_COMMENT, ADD_MUTE, ADD_REPORT, COMMENT_EPISODE, DELETE_COMMENT, EPISODE_COMMENTS, LIKE_COMMENT, PAGE_SIZE, USER_COMMENT_DATA, type CommentNode,
} from '../api/comments.js';
import { useCommentStream } from '../hooks/use-comment-stream.js';
import { CommentItem } from './comment-item.js';
import { ReportDialog } from './report-dialog.js';
import './comments.css';

const MAX = 1000;

export function CommentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useClient();
  const credentials = useAtomValue(credentialsAtom);
  const { slug = '', episodeNumber = '' } = useParams();
  const n = Number(episodeNumber);
  useDocumentTitle(t('pages.comments'));

  const [episodeQ] = useQuery({ query: COMMENT_EPISODE, variables: { slug, n }, pause: !slug || !Number.isInteger(n) });
  const episodeId = episodeQ.data?.episode.episode.id;
  const [mine, refetchMine] = useQuery({ query: USER_COMMENT_DATA, pause: !credentials });

  const [items, setItems] = useState<CommentNode[]>([]);
  const [total, setTotal] = useState(0);
  const [next, setNext] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [mutedNow, setMutedNow] = useState<Map<string, string>>(new Map());
  const [reportedAuthors, setReportedAuthors] = useState<Set<string>>(new Set());
  const [reporting, setReporting] = useState<CommentNode | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const [, addComment] = useMutation(ADD_COMMENT);
  const [, likeComment] = useMutation(LIKE_COMMENT);
  const [, mute] = useMutation(ADD_MUTE);
  const [, report] = useMutation(ADD_REPORT);
  const [, remove] = useMutation(DELETE_COMMENT);

  /** The first page again (after a post, a mute or a live message): it replaces what was shown. */
  const reload = useCallback(async () => {
    if (!episodeId) return;
    const r = await client.query(EPISODE_COMMENTS, { episodeId, first: PAGE_SIZE }, { requestPolicy: 'network-only' }).toPromise();
    if (r.error) { notify.error(t('browse.community.notFound')); setLoaded(true); return; }
    const conn = r.data!.episodeComments;
    setItems(conn.edges.map((e) => e.node));
    setTotal(conn.totalCount);
    setNext(conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null);
    setLoaded(true);
  }, [client, episodeId, t]);

  useEffect(() => { void reload(); }, [reload, credentials?.userId]);
  useCommentStream(episodeId, () => { void reload(); });

  useEffect(() => {
    if (episodeQ.error) { notify.error(t('browse.community.notFound')); setLoaded(true); }
  }, [episodeQ.error, t]);
  useEffect(() => {
    setReportedAuthors(new Set(mine.data?.userCommentData.reportData.map((r) => r.guiltyUser) ?? []));
  }, [mine.data]);

  const more = async () => {
    if (!episodeId || !next) return;
    const r = await client.query(EPISODE_COMMENTS, { episodeId, first: PAGE_SIZE, after: next }, { requestPolicy: 'network-only' }).toPromise();
    if (r.error) { notify.error(gqlMessage(r.error)); return; }
    const conn = r.data!.episodeComments;
    setItems((list) => [...list, ...conn.edges.map((e) => e.node).filter((c) => !list.some((x) => x.id === c.id))]);
    setNext(conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null);
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
    const r = await addComment({ episodeId, content: text });
    setBusy(false);
    if (r.error) { notify.error(gqlMessage(r.error)); return; }
    setText('');
    notify.success(r.data!.addComment.message);
    await reload();
  };

  const like = async (c: CommentNode) => {
    if (needLogin()) return;
    const r = await likeComment({ commentId: c.id, like: !c.liked });
    if (r.error) { notify.error(gqlMessage(r.error)); return; }
    const { liked, likeCount } = r.data!.likeComment;
    setItems((list) => list.map((x) => (x.id === c.id ? { ...x, liked, likeCount } : x)));
  };

  const toggleMute = async (authorId: string, name: string, value: boolean) => {
    if (needLogin()) return;
    const r = await mute({ muteUserId: authorId, mute: value });
    if (r.error) { notify.error(gqlMessage(r.error)); return; }
    setMutedNow((m) => { const copy = new Map(m); if (value) copy.set(authorId, name); else copy.delete(authorId); return copy; });
    refetchMine({ requestPolicy: 'network-only' });
    if (!value) await reload();
  };

  const sendReport = async (reason: string) => {
    const c = reporting;
    if (!c || needLogin()) return;
    setBusy(true);
    const r = await report({ commentId: c.id, reason });
    setBusy(false);
    setReporting(null);
    if (r.error) { notify.error(gqlMessage(r.error)); return; }
    setReportedAuthors((s) => new Set(s).add(c.author.id));
    notify.success(r.data!.addReport.message);
  };

  const del = async (c: CommentNode) => {
    const r = await remove({ commentId: c.id });
    if (r.error) { notify.error(gqlMessage(r.error)); return; }
    notify.success(r.data!.deleteComment.message);
    await reload();
  };

  const shown = items.filter((c) => !mutedNow.has(c.author.id));
  const back = `/comic/${encodeURIComponent(slug)}/${encodeURIComponent(episodeNumber)}`;
  return (
    <main id="main" className="comments">
      <header className="reader__bar comments__bar">
        <Link to={back} className="button button--ghost button--small">‹ {t('app.back')}</Link>
        <h1 className="reader__title">{t('pages.comments')} <span className="comments__count" data-testid="comment-count">{total}</span></h1>
        <span className="comments__sort">{t('browse.community.popular')}</span>
      </header>
      <div className="comments__content">
        {mutedNow.size > 0 && (
          <ul className="comments__muted">
            {[...mutedNow].map(([id, name]) => (
              <li key={id}>
                {t('browse.community.mutedNote', { name })}{' '}
                <button type="button" className="button button--ghost button--small" onClick={() => void toggleMute(id, name, false)} data-testid="comment-unmute">
                  {t('browse.community.unmute')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!loaded ? <Loading /> : shown.length === 0 ? <EmptyState>{t('browse.community.noComments')}</EmptyState> : (
          <ol className="comments__list" aria-label={t('pages.comments')}>
            {shown.map((c) => (
              <CommentItem
                key={c.id}
                comment={c}
                reported={reportedAuthors.has(c.author.id)}
                onLike={() => void like(c)}
                onMute={() => void toggleMute(c.author.id, c.author.fullName, true)}
                onReport={() => { if (!needLogin()) setReporting(c); }}
                onDelete={() => void del(c)}
              />
            ))}
          </ol>
        )}
        {next && <button type="button" className="button button--ghost comments__more" onClick={() => void more()}>{t('browse.community.more')}</button>}
      </div>
      <form className="comments__form" onSubmit={(e) => void post(e)}>
        <label htmlFor="comment-input" className="visually-hidden">{t('browse.community.addComment')}</label>
        <textarea
          id="comment-input" rows={2} maxLength={MAX} value={text} placeholder={t('browse.community.addComment')}
          onChange={(e) => setText(e.target.value)} data-testid="comment-input"
        />
        <button type="submit" className="button button--primary" disabled={busy || !episodeId}>{t('browse.community.post')}</button>
      </form>
      <ReportDialog open={!!reporting} busy={busy} onClose={() => setReporting(null)} onSend={(reason) => void sendReport(reason)} />
    </main>
  );
}
