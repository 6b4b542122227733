// What one Usage History line was about (issue 20 item 8): an episode purchase or rental pass names
// its comic and episode, linked to the reader; an unlock-all (or its withdrawal) names its comic,
// linked to the comic page, and how many episodes. Titles come in the reader's language.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UsageHistoryQuery } from '../../../../gql/graphql.js';

type Line = UsageHistoryQuery['usageHistory']['items'][number];

const ACTIONS = ['purchase', 'unlock_all', 'withdrawn', 'rental_used', 'expired', 'refunded'];

export function UsageLineDetails({ line }: { line: Line }) {
  const { t } = useTranslation();
  const action = ACTIONS.includes(line.action) ? t(`acct.actions.${line.action}`) : line.action;
  const { comic, episode } = line;
  if (comic && episode) {
    return (
      <>
        {action} ·{' '}
        <Link className="history-link" to={`/comic/${encodeURIComponent(comic.slug)}/${episode.episodeNumber}`}>
          {t('rx.history.episode', { comic: comic.title, n: episode.episodeNumber, title: episode.title })}
        </Link>
      </>
    );
  }
  if (comic) {
    return (
      <>
        {action} ·{' '}
        <Link className="history-link" to={`/comic/${encodeURIComponent(comic.slug)}`}>
          {comic.title}
        </Link>
        {line.episodeCount != null ? ` · ${t('rx.history.episodes', { count: line.episodeCount })}` : ''}
      </>
    );
  }
  return (
    <>
      {action}
      {line.detail ? ` · ${line.detail}` : ''}
    </>
  );
}
