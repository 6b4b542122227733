// What a reader does on the comments: post, like, mute or unmute an author, report, delete their
// own. Each failure shows the server's message. What each success changes (the comment's like, the
// episode's pages, the reader's marks) the cache updates or reads again (comments-cache.ts); a mute
// or a report shows at once. Posting and reporting share one busy state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlMessage, useGraphqlMutation } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { ADD_COMMENT, DELETE_COMMENT, LIKE_COMMENT, MUTE_COMMENTER, REPORT_COMMENT, type CommentNode } from '../api/comments.js';
import type { useCommentMarks } from './use-comment-marks.js';

interface Deps {
  episodeId: string | undefined;
  marks: Pick<ReturnType<typeof useCommentMarks>, 'markMuted' | 'markReported'>;
  /** True (after telling the visitor) when no reader is signed in. */
  loginFirst: () => boolean;
}

export function useCommentActions({ episodeId, marks, loginFirst }: Deps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState<CommentNode | null>(null);

  const { run: addComment } = useGraphqlMutation(ADD_COMMENT);
  const { run: likeComment } = useGraphqlMutation(LIKE_COMMENT);
  const { run: mute } = useGraphqlMutation(MUTE_COMMENTER);
  const { run: report } = useGraphqlMutation(REPORT_COMMENT);
  const { run: remove } = useGraphqlMutation(DELETE_COMMENT);

  /** Posts `content`; `added` runs once the server took it (the form empties). */
  const post = async (content: string, added: () => void) => {
    if (loginFirst() || !episodeId) return;
    setBusy(true);
    try {
      await addComment({ episodeId, content });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    } finally {
      setBusy(false);
    }
    added();
    notify.success(t('browse.community.added'));
  };

  const like = async (c: CommentNode) => {
    if (loginFirst() || !episodeId) return;
    try {
      await likeComment({ commentId: c.id, like: !c.liked });
    } catch (err) {
      notify.error(gqlMessage(err));
    }
  };

  const toggleMute = async (authorId: string, name: string, value: boolean) => {
    if (loginFirst()) return;
    try {
      await mute({ muteUserId: authorId, mute: value });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    }
    marks.markMuted(authorId, name, value);
  };

  /** Opens the reason dialog for `c`. */
  const startReport = (c: CommentNode) => {
    if (!loginFirst()) setReporting(c);
  };

  const sendReport = async (reason: string) => {
    const c = reporting;
    if (!c || loginFirst()) return;
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
    marks.markReported(c.author.id);
    notify.success(t('browse.community.reportDone'));
  };

  const del = async (c: CommentNode) => {
    try {
      await remove({ commentId: c.id });
    } catch (err) {
      notify.error(gqlMessage(err));
      return;
    }
    notify.success(t('browse.community.deleted'));
  };

  return { busy, reporting, cancelReport: () => setReporting(null), post, like, toggleMute, startReport, sendReport, del };
}
