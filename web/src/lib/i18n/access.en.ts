// English texts of reading access (issue 27): why the reader was sent elsewhere, what a gift
// grants and for how long, a short balance before a purchase, and opening an episode (merged as `access`).
const accessEn = {
  redirect: {
    gift: 'This episode opens with a free rental pass: claim it in the gift box first.',
    vip: 'This episode is for VIP members: choose a plan to read it.',
  },
  gift: {
    claimBy: 'Claim by {{date}}',
    lasts_one: 'lasts {{count}} day once claimed',
    lasts_other: 'lasts {{count}} days once claimed',
    passEnds: 'Pass ends {{date}}',
    ends: 'Ends {{date}}',
    forEpisode: 'The gift for the episode you opened',
  },
  shortfall: {
    needMore_one: 'You need {{count, number}} more coin',
    needMore_other: 'You need {{count, number}} more coins',
    getCoins: 'Get coins',
  },
  reader: {
    opening: 'Opening the episode…',
    openFailed: 'The episode could not be opened',
  },
};

export default accessEn;
