// The reader's situation for one comic's episode list: login, purchases, held rental passes,
// unclaimed rental gifts and whether the plan is current (docs/product.md), from user data, purchases and
// the content gifts.
import { useMemo } from 'react';
import { useUserData, type UserGiftEntry } from '../../../api/user-data.js';
import { usePurchasedEpisodes, useRentalGifts } from '../api/comic.js';
import type { ReaderContext } from '../lib/episode-rules.js';

export function useReaderContext() {
  const userData = useUserData();
  const purchases = usePurchasedEpisodes();
  const rentalGifts = useRentalGifts();
  const ctx = useMemo<ReaderContext>(() => {
    const gifts = (userData.gifts ?? []) as UserGiftEntry[];
    const rentals = new Set<string>();
    const unusedRentals = new Map<string, string | null>();
    const claimed = new Set<string>();
    for (const g of gifts) {
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
      purchased: purchases.ids,
      rentals,
      unusedRentals,
      openGifts,
      openGiftIds,
      planCurrent: Number.isFinite(end) && end >= Date.now(),
    };
  }, [userData.gifts, userData.plan, userData.loggedIn, purchases.ids, rentalGifts]);
  return { ctx, user: userData.user, refetchUser: userData.refetch, refetchPurchases: purchases.refetch };
}
