// One comment (docs/product.md Comments): date, author photo and name ('You' for one's own), the text,
// and for others' comments the Like count, Mute/UnMute and Report/Reported. The text is rendered
// as React text: markup in it shows as typed, never as HTML. A comment from an episode the reader
// has not reached yet is collapsed until they open it; a comment hidden by moderation is shown to
// its author only, marked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { formatYYMMDD } from '../../../lib/dates.js';
import avatar from '../../../assets/avatar.svg';
import type { CommentNode } from '../api/comments.js';

export interface CommentItemProps {
  comment: CommentNode;
  reported: boolean;
  onLike: () => void;
  onMute: () => void;
  onReport: () => void;
  onDelete: () => void;
}

export function CommentItem({ comment: c, reported, onLike, onMute, onReport, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(!c.spoiler);
  const name = c.own ? t('browse.community.you') : c.author.fullName;
  return (
    <li className={`comment ${c.hidden ? 'comment--hidden' : ''}`} data-testid="comment" data-comment-id={c.id}>
      <Image src={c.author.photo} fallback={avatar} alt="" width={40} height={40} className="comment__photo" />
      <div className="comment__body">
        <p className="comment__meta">
          <span className="comment__author" data-testid="comment-author">
            {name}
          </span>
          <time className="comment__date" dateTime={c.createdAt}>
            {formatYYMMDD(c.createdAt)}
          </time>
        </p>
        {c.hidden && (
          <p className="comment__note" role="note">
            {t('browse.community.hidden')}
          </p>
        )}
        {open ? (
          <p className="comment__text" data-testid="comment-text">
            {c.content}
          </p>
        ) : (
          <p className="comment__spoiler">
            <span>{t('browse.community.spoiler')}</span>{' '}
            <button type="button" className="link-button" onClick={() => setOpen(true)}>
              {t('browse.community.showSpoiler')}
            </button>
          </p>
        )}
        <div className="comment__actions">
          {c.own ? (
            <>
              <span className="muted">{t('browse.community.likes', { count: c.likeCount })}</span>
              <button type="button" className="button button--ghost button--small" onClick={onDelete}>
                {t('browse.community.delete')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={`button button--ghost button--small ${c.liked ? 'is-on' : ''}`}
                aria-pressed={c.liked}
                onClick={onLike}
                data-testid="comment-like"
              >
                {t('browse.community.commentLike', { count: c.likeCount })}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={onMute} data-testid="comment-mute">
                {t('browse.community.mute')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={onReport}
                disabled={reported}
                data-testid="comment-report"
              >
                {reported ? t('browse.community.reported') : t('browse.community.report')}
              </button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
