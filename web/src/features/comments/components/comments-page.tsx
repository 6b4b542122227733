// Episode comments /comment/comic/{slug}/{episodeNumber} (docs/product.md Comments): a header with back,
// the count and the 'Popular' label; the comments newest first, a page at a time; the 'Add
// Comment' form with Post. Reading is open to visitors; posting, liking, muting and reporting need
// a login ('Please do login first !', then /login). New comments arrive live (newComments).
//
// The list is the episode's pages of comments (hooks/use-episode-comments): each visit shows the
// cached first page and reads it again; a post, a delete, a mute, a report or a live message has
// the pages shown read again from the newest. A like shows its answer at once.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/page-frame.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import { COMMENT_EPISODE } from '../api/comments.js';
import { useCommentActions } from '../hooks/use-comment-actions.js';
import { useCommentMarks } from '../hooks/use-comment-marks.js';
import { useCommentStream } from '../hooks/use-comment-stream.js';
import { useEpisodeComments } from '../hooks/use-episode-comments.js';
import { useLoginFirst } from '../hooks/use-login-first.js';
import { CommentForm } from './comment-form.js';
import { CommentList } from './comment-list.js';
import { CommentsHeader } from './comments-header.js';
import { MutedAuthors } from './muted-authors.js';
import { ReportDialog } from './report-dialog.js';
import './comments.css';

export function CommentsPage() {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const loginFirst = useLoginFirst();
  const { slug = '', episodeNumber = '' } = useParams();
  const n = Number(episodeNumber);
  useDocumentTitle(t('pages.comments'));

  const episodeQ = useGraphqlQuery(COMMENT_EPISODE, { slug, n }, { enabled: !!slug && Number.isInteger(n) });
  const episodeId = episodeQ.data?.episode.episode.id;
  const marks = useCommentMarks(!!credentials);
  const { first, items, total, hasNextPage, reload, more } = useEpisodeComments(episodeId);
  const actions = useCommentActions({ episodeId, marks, loginFirst });
  useCommentStream(episodeId, () => {
    void reload();
  });

  // The episode or its first page failing to load says so once per failure; a failed "more" says so itself.
  const failure = episodeQ.error ?? first.error;
  useEffect(() => {
    if (failure) notify.error(t('browse.community.notFound'));
  }, [failure, t]);

  // Offline with nothing cached, a query answers nothing and stops: that counts as loaded too.
  const loaded = episodeId ? !first.loading : !episodeQ.loading;
  const shown = items.filter((c) => !marks.muted.has(c.author.id));
  const back = `/comic/${encodeURIComponent(slug)}/${encodeURIComponent(episodeNumber)}`;
  return (
    <main id="main" className="comments">
      <CommentsHeader back={back} total={total} />
      <div className="comments__content">
        <MutedAuthors muted={marks.muted} onUnmute={(id, name) => void actions.toggleMute(id, name, false)} />
        <CommentList
          loaded={loaded}
          comments={shown}
          reportedAuthors={marks.reportedAuthors}
          onLike={(c) => void actions.like(c)}
          onMute={(c) => void actions.toggleMute(c.author.id, c.author.fullName, true)}
          onReport={actions.startReport}
          onDelete={(c) => void actions.del(c)}
        />
        {hasNextPage && (
          <button type="button" className="button button--ghost comments__more" onClick={more}>
            {t('browse.community.more')}
          </button>
        )}
      </div>
      <CommentForm busy={actions.busy} disabled={!episodeId} onPost={(content, added) => void actions.post(content, added)} />
      <ReportDialog
        open={!!actions.reporting}
        busy={actions.busy}
        onClose={actions.cancelReport}
        onSend={(reason) => void actions.sendReport(reason)}
      />
    </main>
  );
}
