// Comic detail /comic/{slug} and the /comic/{id} link form (docs/product.md Comic detail): the comic,
// its episode list, Start Reading (episode 1 when accessible, otherwise the purchase dialog) and
// the #purchase / #unlock dialogs with the balance checks of docs/product.md and the redirects of ; for a
// signed-in reader, Download beside every episode they may read now and "Download next 5 unread".
// Without a network (and nothing cached) it says so instead of waiting.
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading, useDocumentTitle } from '../../../components/page-frame.js';
import { notify } from '../../../lib/toast.js';
import { useComic, type ComicEpisode } from '../api/comic.js';
import { useReaderContext } from '../hooks/use-reader-context.js';
import { useEpisodePurchase } from '../hooks/use-episode-purchase.js';
import {
  episodeAction,
  firstEpisode,
  lockedCoinEpisodes,
  releasedEpisodes,
  spendsRentalPass,
  type ListEpisode,
} from '../lib/episode-rules.js';
import { spendable } from '../../../lib/money.js';
import { useRentalPass } from '../hooks/use-rental-pass.js';
import { giftBoxPath } from '../../../lib/gift-link.js';
import { ComicHero } from './comic-hero.js';
import { EpisodeList } from './episode-list.js';
import { PurchaseDialog } from './purchase-dialog.js';
import { RentalDialog } from '../../../components/rental-dialog.js';
import { UnlockDialog } from './unlock-dialog.js';
import { isNetworkFailure, useOnline } from '../../../lib/online.js';
import { credentialsAtom } from '../../../stores/session.js';
import { DownloadButton } from '../../../components/offline/download-button.js';
import { DownloadNext } from './download-next.js';
import { OfflineBanner, OfflineNotice } from '../../../components/offline/offline-notice.js';
import { useDownloadList } from '../../../hooks/use-downloads.js';
import { renewWindows } from '../../../lib/offline/downloads.js';
import './comic.css';

export function ComicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const comicQ = useComic(slug);
  const comic = comicQ.comic;
  const { ctx, user } = useReaderContext(comic?.id ?? '');
  const episodes = useMemo(() => releasedEpisodes(comicQ.episodes), [comicQ.episodes]);
  const purchase = useEpisodePurchase({ comicId: comic?.id ?? '', user });
  const [buying, setBuying] = useState<ListEpisode | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const [renting, setRenting] = useState<ListEpisode | null>(null);
  const rental = useRentalPass(comic?.title ?? '');
  useDocumentTitle(comic?.title ?? t('pages.comic'));
  const credentials = useAtomValue(credentialsAtom);
  useDownloadList();
  const online = useOnline();
  const offline = !comic && isNetworkFailure(comicQ.error);
  // Opening the comic online renews its renewable downloads with less than half their window left.
  useEffect(() => {
    if (credentials && comic?.id && navigator.onLine) void renewWindows(credentials, comic.id).catch(() => undefined);
  }, [credentials, comic?.id]);

  useEffect(() => {
    if (comicQ.error && !isNetworkFailure(comicQ.error)) {
      notify.error(t('browse.reader.noComic'));
      navigate('/', { replace: true });
    }
  }, [comicQ.error, navigate, t]);

  if (offline)
    return (
      <section className="page">
        <OfflineNotice heading="h1" />
      </section>
    );
  if (!comic) return <Loading />;

  const readerPath = (e: ListEpisode) => `/comic/${encodeURIComponent(comic.slug)}/${e.episodeNumber}`;
  const open = (e: ComicEpisode | ListEpisode) => {
    const action = episodeAction(e, ctx);
    if (action === 'read' && spendsRentalPass(e, ctx)) setRenting(e);
    else if (action === 'read') navigate(readerPath(e));
    else if (action === 'purchase') setBuying(e);
    else if (action === 'vip') {
      notify.info(t('access.redirect.vip'));
      navigate('/vip-subscription');
    } else if (action === 'gift') {
      notify.info(t('access.redirect.gift'));
      navigate(giftBoxPath(ctx.openGiftIds?.get(e.id)));
    } else {
      notify.warning(t('browse.purchase.loginFirst'));
      navigate('/login');
    }
  };
  const keep = (e: ListEpisode) => ({
    episodeId: e.id,
    comicSlug: comic.slug,
    comicTitle: comic.title,
    episodeNumber: e.episodeNumber,
    title: e.title,
  });
  // What may be downloaded: what opens in the reader now without a question (a rental pass not
  // started yet is started by opening the episode first).
  const readableNow = (e: ListEpisode) => episodeAction(e, ctx) === 'read' && !spendsRentalPass(e, ctx);
  const first = firstEpisode(episodes);
  const locked = lockedCoinEpisodes(episodes, ctx);
  const balance = user ? spendable(user) : null;

  return (
    <section className="page comic-detail" aria-labelledby="page-title">
      {/* Offline, the comic shows what the reader's cache kept of it. */}
      {!online && <OfflineBanner />}
      <button
        type="button"
        className="button button--ghost button--small comic-detail__back"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      >
        ‹ {t('app.back')}
      </button>
      <ComicHero
        comic={comic}
        episodeCount={episodes.length}
        canUnlock={locked.episodes.length > 0}
        onStart={first ? () => open(first) : null}
        onUnlock={() => {
          if (!ctx.loggedIn) navigate('/login');
          else if (locked.episodes.length > 0) setUnlocking(true);
        }}
      />
      {ctx.loggedIn && <DownloadNext comicId={comic.id} readable={episodes.filter(readableNow).map(keep)} />}
      <EpisodeList
        episodes={episodes}
        ctx={ctx}
        onOpen={open}
        action={ctx.loggedIn ? (e) => (readableNow(e) ? <DownloadButton episode={keep(e)} /> : null) : undefined}
      />
      <PurchaseDialog
        episode={buying}
        balance={balance}
        busy={purchase.busy}
        onClose={() => setBuying(null)}
        onBuy={async (e) => {
          const ok = await purchase.buyOne(e);
          setBuying(null);
          if (ok) navigate(readerPath(e));
        }}
      />
      <RentalDialog
        episode={renting}
        comicTitle={comic.title}
        expiresAt={renting ? (ctx.unusedRentals?.get(renting.id) ?? null) : null}
        busy={rental.busy}
        onClose={() => setRenting(null)}
        onUse={async (e) => {
          const ok = await rental.use(e, ctx.unusedRentals?.get(e.id) ?? null);
          setRenting(null);
          if (ok) navigate(readerPath(e));
        }}
      />
      <UnlockDialog
        open={unlocking}
        count={locked.episodes.length}
        total={locked.total}
        balance={balance}
        busy={purchase.busy}
        onClose={() => setUnlocking(false)}
        onUnlock={async () => {
          await purchase.unlockAll(locked.episodes, locked.total);
          setUnlocking(false);
        }}
      />
    </section>
  );
}
