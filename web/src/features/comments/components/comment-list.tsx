// The comments shown, newest first: loading until the first answer, 'No comments' when none is left
// to show, else one CommentItem each.
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../components/page-frame.js';
import type { CommentNode } from '../api/comments.js';
import { CommentItem } from './comment-item.js';

interface Props {
  loaded: boolean;
  comments: CommentNode[];
  reportedAuthors: Set<string>;
  onLike: (c: CommentNode) => void;
  onMute: (c: CommentNode) => void;
  onReport: (c: CommentNode) => void;
  onDelete: (c: CommentNode) => void;
}

export function CommentList({ loaded, comments, reportedAuthors, onLike, onMute, onReport, onDelete }: Props) {
  const { t } = useTranslation();
  if (!loaded) return <Loading />;
  if (comments.length === 0) return <EmptyState>{t('browse.community.noComments')}</EmptyState>;
  return (
    <ol className="comments__list" aria-label={t('pages.comments')}>
      {comments.map((c) => (
        <CommentItem
          key={c.id}
          comment={c}
          reported={reportedAuthors.has(c.author.id)}
          onLike={() => onLike(c)}
          onMute={() => onMute(c)}
          onReport={() => onReport(c)}
          onDelete={() => onDelete(c)}
        />
      ))}
    </ol>
  );
}
