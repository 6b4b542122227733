// The 'Add Comment' form with Post (at most 1000 characters); it empties once the server took the comment.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX = 1000;

interface Props {
  busy: boolean;
  /** No episode to post to yet. */
  disabled: boolean;
  onPost: (content: string, added: () => void) => void;
}

export function CommentForm({ busy, disabled, onPost }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onPost(text, () => setText(''));
  };
  return (
    <form className="comments__form" onSubmit={submit}>
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
      <button type="submit" className="button button--primary" disabled={busy || disabled}>
        {t('browse.community.post')}
      </button>
    </form>
  );
}
