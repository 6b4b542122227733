// The reader's situation for one comic's episode list: login, purchases, held rental passes,
// unclaimed rental gifts and whether the plan is current (docs/product.md), from the user data
// (claimed gifts, plan), the comic's owned episodes and the valid gifts.
import { useMemo } from 'react';
import { useUserData } from '../../../api/user-data.js';
import { useRentalGifts } from '../api/comic.js';
import { usePurchasedEpisodes } from '../api/purchased.js';
import type { ReaderContext } from '../lib/episode-rules.js';

export function useReaderContext(comicId: string) {
  const userData = useUserData();
  const purchased = usePurchasedEpisodes(comicId);
  const rentalGifts = useRentalGifts();
  const ctx = useMemo<ReaderContext>(() => {
    const rentals = new Set<string>();
    const unusedRentals = new Map<string, string | null>();
    const claimed = new Set<string>();
    for (const g of userData.gifts) {
      if (g.giftId?._id) claimed.add(g.giftId._id);
      const ep = g.giftId?.episodeId;
      const epId = typeof ep === 'string' ? ep : ep?._id;
      if (g.giftId?.type === 'rental' && epId) {
        rentals.add(epId);
        if (!g.used) unusedRentals.set(epId, g.expiresAt ?? null);
      }
    }
    const openGiftIds = new Map<string, string>();
    for (const [episodeId, giftId] of rentalGifts) if (!claimed.has(giftId)) openGiftIds.set(episodeId, giftId);
    const openGifts = new Set(openGiftIds.keys());
    const end = userData.plan?.endDate ? new Date(userData.plan.endDate).getTime() : NaN;
    return {
      loggedIn: userData.loggedIn,
      purchased,
      rentals,
      unusedRentals,
      openGifts,
      openGiftIds,
      planCurrent: Number.isFinite(end) && end >= Date.now(),
    };
  }, [userData.gifts, userData.plan, userData.loggedIn, purchased, rentalGifts]);
  return { ctx, user: userData.user };
}
