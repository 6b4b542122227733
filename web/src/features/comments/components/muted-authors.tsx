// The authors the reader muted, each with UnMute (their comments are left out of the list).
import { useTranslation } from 'react-i18next';

export function MutedAuthors({ muted, onUnmute }: { muted: Map<string, string>; onUnmute: (authorId: string, name: string) => void }) {
  const { t } = useTranslation();
  if (muted.size === 0) return null;
  return (
    <ul className="comments__muted" aria-label={t('browse.community.mutedList')}>
      {[...muted].map(([id, name]) => (
        <li key={id}>
          {t('browse.community.mutedNote', { name })}{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onUnmute(id, name)}
            data-testid="comment-unmute"
          >
            {t('browse.community.unmute')}
          </button>
        </li>
      ))}
    </ul>
  );
}
