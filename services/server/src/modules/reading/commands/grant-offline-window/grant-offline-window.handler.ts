import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import { Clock, DAY, HOUR } from '../../../../platform/clock/clock.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { offlineWindowGrants } from '../../../../platform/metrics/offline-metrics.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { EpisodeAccess, type Granted } from '../../episode-access.js';
import { OfflineWindowSigner, type OfflineWindowFields } from '../../offline-window-signer.js';
import { PageUrls } from '../../page-urls.js';
import { openingFor } from '../../queries/get-episode-for-reader/opening.js';
import { readingErrors } from '../../reading.errors.js';
import type { OfflineKind } from '../../reading.events.js';
import { readingStream } from '../../reading.stream.js';
import { GrantOfflineWindowCommand, type OfflineWindow } from './grant-offline-window.command.js';

interface Term {
  kind: OfflineKind;
  until: Date;
  renewable: boolean;
}

/**
 * How long an episode may be read offline follows the right it is read by: a rental until the
 * pass ends; a VIP episode until the end of the plan's paid period (none while the plan is
 * paused); a free, bought or unlocked episode for OFFLINE_WINDOW_DAYS, renewable, the end rounded
 * up to the hour so that asking again within the hour gives the same window. Refused as the
 * reader's episode view refuses it (not live, not readable), and while reading it would still
 * move something (a rental pass to start, an unlock-all episode to keep: open it first).
 */
@CommandHandler(GrantOfflineWindowCommand)
export class GrantOfflineWindowHandler implements ICommandHandler<GrantOfflineWindowCommand> {
  private readonly windowMs: number;

  constructor(
    private readonly lookups: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly pageUrls: PageUrls,
    private readonly signer: OfflineWindowSigner,
    private readonly streams: EventStreams,
    private readonly pool: ReadPool,
    private readonly clock: Clock,
    @Inject(CONFIG) config: Config,
  ) {
    this.windowMs = config.OFFLINE_WINDOW_DAYS * DAY;
  }

  async execute({ userId, episodeId }: GrantOfflineWindowCommand): Promise<OfflineWindow> {
    const ep = await this.lookups.episode(episodeId);
    const { access, planEndsAt, planPaused } = await this.access.checkWithDates(userId, ep);
    if (!access.allowed) {
      if (access.reason === 'not_live') throw readingErrors.episodeNotLive();
      if (planPaused) throw readingErrors.offlineNotWhilePaused();
      throw readingErrors.episodeNotReadable(access);
    }
    if ((await openingFor(this.pool, access, userId, ep.id)).needsOpen) throw readingErrors.offlineOpenFirst();
    const now = this.clock.now();
    const term = this.termOf(access, planEndsAt, now);
    const { result, events } = await this.streams.runForEvents(readingStream, userId, {
      type: 'GrantOfflineWindow',
      episodeId: ep.id,
      comicId: ep.comicId,
      kind: term.kind,
      until: term.until.toISOString(),
      renewable: term.renewable,
      at: now.toISOString(),
    });
    if (events.length) offlineWindowGrants.inc({ kind: term.kind });
    const granted = result.offlineWindow ?? { until: term.until.toISOString(), at: now.toISOString() };
    const fields: OfflineWindowFields = {
      episodeId: ep.id,
      comicId: ep.comicId,
      readerId: userId,
      kind: term.kind,
      issuedAt: granted.at,
      until: granted.until,
      renewable: term.renewable,
    };
    const pages = await this.pageUrls.forReader(await this.lookups.episodePages(ep.id), userId);
    return {
      ...fields,
      pages: pages.pages,
      pagesExpireAt: pages.expiresAt?.toISOString() ?? null,
      token: await this.signer.sign(fields),
    };
  }

  private termOf(access: Granted, planEndsAt: Date | null, now: Date): Term {
    switch (access.via) {
      case 'rental':
        return { kind: 'rental', until: access.passEndsAt, renewable: false };
      case 'plan':
        // A plan that grants access has a period end; none read means it ended in between.
        if (!planEndsAt) throw readingErrors.offlineWindowEnded();
        return { kind: 'plan', until: planEndsAt, renewable: false };
      case 'free':
      case 'purchase':
        return { kind: access.via, until: new Date(Math.ceil((now.getTime() + this.windowMs) / HOUR) * HOUR), renewable: true };
    }
  }
}
