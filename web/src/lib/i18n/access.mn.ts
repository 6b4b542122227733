// Mongolian texts of reading access (issue 27), key for key as access.en.ts.
const accessMn = {
  redirect: {
    gift: 'Энэ ангийг үнэгүй түрээсийн эрхээр уншина: эхлээд бэлгийн хайрцагнаас эрхээ аваарай.',
    vip: 'Энэ анги VIP гишүүдэд зориулагдсан: унших бол багц сонгоно уу.',
  },
  gift: {
    claimBy: '{{date}} хүртэл авах боломжтой',
    lasts_one: 'авснаас хойш {{count}} хоног хүчинтэй',
    lasts_other: 'авснаас хойш {{count}} хоног хүчинтэй',
    passEnds: 'Эрх {{date}}-нд дуусна',
    ends: '{{date}}-нд дуусна',
    forEpisode: 'Таны нээсэн ангийн бэлэг',
  },
  shortfall: {
    needMore_one: 'Танд дахиад {{count, number}} зоос хэрэгтэй',
    needMore_other: 'Танд дахиад {{count, number}} зоос хэрэгтэй',
    getCoins: 'Зоос авах',
  },
  reader: {
    opening: 'Ангийг нээж байна…',
    openFailed: 'Ангийг нээж чадсангүй',
  },
};

export default accessMn;
