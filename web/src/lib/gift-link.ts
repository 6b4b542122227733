// The gift box pointing at one gift (issue 27 item 6): /gift-box?gift=<giftId> scrolls to that
// gift's card and marks it, for a reader sent there to claim the rental pass of an episode.
export const GIFT_PARAM = 'gift';

export const giftBoxPath = (giftId?: string | null): string =>
  giftId ? `/gift-box?${GIFT_PARAM}=${encodeURIComponent(giftId)}` : '/gift-box';
