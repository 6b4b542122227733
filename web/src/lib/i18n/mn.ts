// Mongolian texts (монгол). Same keys as en.ts; the type keeps them in step.
import type { Texts } from './en.js';
import screensMn from './screens.mn.js';
import inboxMn from './inbox.mn.js';
import safetyMn from './safety.mn.js';
import authLinkMn from './auth-link.mn.js';

const mn: Texts = {
  app: { name: 'Koma', notifications: 'Мэдэгдлүүд Alt+T', skip: 'Агуулга руу шилжих', loading: 'Ачаалж байна…', retry: 'Дахин оролдох', close: 'Хаах', home: 'Нүүр', back: 'Буцах' },
  nav: {
    main: 'Үндсэн цэс', daily: 'Өдөр бүр', free: 'Үнэгүй', rankings: 'Эрэмбэ', genre: 'Төрөл', shop: 'Дэлгүүр (VIP захиалга)',
    search: 'Хайх', account: 'Бүртгэлийн цэс', adult: 'Насанд хүрэгчдийн агуулга (R)', adultOn: 'R асаалттай', adultOff: 'R унтраалттай',
  },
  search: {
    label: 'Комикийг нэр эсвэл шошгоор хайх', placeholder: 'Нэр эсвэл шошго', clear: 'Хайлтыг цэвэрлэх', close: 'Хайлтыг хаах',
    noResult: 'Комик олдсонгүй', popularTags: 'Түгээмэл шошго', results: 'Хайлтын үр дүн', dialog: 'Хайлт', loading: 'Комикуудыг ачаалж байна…',
    max_one: 'Дээд тал нь {{count}} тэмдэгт', max_other: 'Дээд тал нь {{count}} тэмдэгт',
  },
  account: {
    google: 'Google-ээр нэвтрэх', loginEmail: 'Имэйлээр нэвтрэх', signUp: 'Бүртгүүлэх', support: 'Хэрэглэгчийн тусламж', submission: 'Бүтээл илгээх',
    notifications: 'Мэдэгдэл', myAccount: 'Миний бүртгэл', logout: 'Гарах', library: 'Миний сан', giftBox: 'Бэлгийн хайрцаг',
    coin: 'Зоос', purchaseCoins: 'Зоос худалдан авах', bonusCoins: 'Бонус зоос', points: 'Оноо', freeRental: 'Үнэгүй түрээсийн эрх',
    planExpires: 'Багц дуусах: {{date}}', photo: '{{name}}-н зураг', reader: 'Уншигч', social: 'Биднийг дагаарай', loading: 'Бүртгэлийг ачаалж байна…',
  },
  social: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube', telegram: 'Telegram' },
  footer: {
    about: 'Бидний тухай', terms: 'Үйлчилгээний нөхцөл', privacy: 'Нууцлалын бодлого', contact: 'Холбоо барих', faq: 'Түгээмэл асуулт', submission: 'Бүтээл илгээх',
    copyright: '© {{year}} Koma. Бүх эрх хуулиар хамгаалагдсан.', contactEmail: 'Холбоо барих: {{email}}', language: 'Хэл', links: 'Сайтын холбоосууд',
  },
  language: { english: 'English/US (Англи)', mongolian: 'Монгол' },
  submission: {
    title: 'Бүтээлээ илгээх',
    intro: 'Бид шинэ түүхийг үргэлж хайж байдаг. Бүтээлээ илгээхдээ дараахыг явуулна уу:',
    episodes: '4-өөс дээш бүрэн дууссан анги',
    description: 'Бүтээлийн дэлгэрэнгүй тайлбар: төрөл, товч агуулга, дүрүүдийн намтар',
    sendTo: 'Илгээх хаяг',
  },
  age: {
    title: 'Нас баталгаажуулалт', question: 'Та 18 ба түүнээс дээш настай юу?', no: 'Үгүй', yes: 'Тийм',
    note: 'Насанд хүрэгчдийн (R) бүтээлийг зөвхөн насанд хүрсэн уншигчдад харуулна (насанд хүрэх нас өөр бол 21).',
  },
  errors: {
    generic: 'Алдаа гарлаа', fetchFailed: 'Татаж чадсангүй', pleaseLogin: 'Алдаа гарлаа. Дахин нэвтэрнэ үү',
    chunk: 'Хэсгийг ачаалж чадсангүй. ({{type}}: {{url}})', chunkTitle: 'Энэ хуудсыг ачаалж чадсангүй', notFound: 'Хуудас олдсонгүй',
    notFoundText: 'Таны хайсан хуудас байхгүй байна.',
  },
  pages: {
    manga: 'Манга', vender: 'Хамтрагч', episodes: 'Ангиуд', filter: 'Шүүлтүүр', description: 'Тайлбар', supportEmail: 'Тусламжийн имэйл: {{email}}', accountMenu: 'Бүртгэлийн хэсгүүд', manageDevices: 'Төхөөрөмж удирдах', manageVip: 'VIP гишүүнчлэл удирдах', expiration: 'Хүчинтэй хугацаа', coinHistory: 'Зоос худалдан авалтын түүх', usageHistory: 'Ашиглалтын түүх', deactivate: 'Бүртгэл идэвхгүй болгох', vision: 'Бидний алсын хараа', timeline: 'Бидний түүх', episodeN: '{{n}}-р анги', 
    home: 'Нүүр', newReleases: 'Шинэ бүтээлүүд', freeEpisode: 'Үнэгүй анги', showcase: 'Koma бүтээлүүд', recentlyRead: 'Сүүлд уншсан', more: 'Цааш', genres: 'Төрлүүд',
    daily: 'Өдөр бүр', free: 'Үнэгүй', genre: 'Төрөл', ranking: 'Эрэмбэ', tag: '#{{tag}}', more_: '{{genre}} — бүгд', writer: 'Зохиолч {{name}}',
    giftBox: 'Бэлгийн хайрцаг', notifications: 'Мэдэгдэл', notification: 'Мэдэгдэл', comic: 'Комик', episode: 'Анги', comments: 'Сэтгэгдэл',
    library: 'Миний сан', purchaseCoin: 'Зоос худалдан авах', vip: 'VIP захиалга', terms: 'Үйлчилгээний нөхцөл', privacy: 'Нууцлалын бодлого',
    about: 'Бидний тухай', contact: 'Холбоо барих', faq: 'Түгээмэл асуулт', account: 'Бүртгэл удирдах', slide: 'Онцлох', login: 'Нэвтрэх',
    register: 'Бүртгүүлэх', verification: 'Баталгаажуулалт', setPassword: 'Нууц үг тохируулах', forgot: 'Нууц үг мартсан', reset: 'Нууц үг сэргээх',
    payWithCard: 'Картаар төлөх', signingIn: 'Нэвтэрч байна…', all: 'Бүгд', new: 'Шинэ', allTime: 'Бүх цаг', week: 'Долоо хоног', day: 'Өдөр',
    rentalPasses: 'Түрээсийн эрх', coin: 'Зоос', point: 'Оноо', subscribed: 'Захиалсан', recent: 'Сүүлийн', unlocked: 'Нээсэн',
    banner: 'Баннер', enterCoupon: 'Купон код оруулах', sort: 'Эрэмбэлэх',
  },
  days: { MON: 'ДАВ', TUE: 'МЯГ', WED: 'ЛХА', THU: 'ПҮР', FRI: 'БАА', SAT: 'БЯМ', SUN: 'НЯМ' },
  empty: {
    noCoinGift: 'Зоосон бэлэг алга', noPointGift: 'Онооны бэлэг алга', 
    noData: 'Мэдээлэл алга', noDataFound: 'Мэдээлэл олдсонгүй', noRental: 'Түрээсийн эрх алга', noNotification: 'Мэдэгдэл алга',
    noFaq: 'Түгээмэл асуулт олдсонгүй.', noEpisode: 'Анги оруулаагүй байна', noSubscribe: 'Захиалга алга', noRecent: 'Сүүлд уншсан зүйл алга',
    noUnlocked: 'Нээсэн анги алга', notAvailable: 'Боломжгүй', noComments: 'Сэтгэгдэл алга',
  },
  auth: {
    email: 'Имэйл', password: 'Нууц үг', confirmPassword: 'Нууц үг давтах', name: 'Нэр', code: 'Код', forgotLink: 'Нууц үг мартсан',
    login: 'Нэвтрэх', register: 'Бүртгүүлэх', verify: 'Баталгаажуулах', resend: 'Дахин илгээх', continue: 'Үргэлжлүүлэх', save: 'Хадгалах', noAccount: 'Бүртгэлгүй юу?',
    newPassword: 'Шинэ нууц үг', reEnter: 'Нууц үгээ дахин оруулна уу', agree: 'Үйлчилгээний нөхцөл, нууцлалын бодлогыг зөвшөөрч байна',
    resetNote: 'Шинэ нууц үгээ оруулаад баталгаажуулна уу.', submit: 'Илгээх',
  },
  card: {
    offer: 'Угтах онцгой санал', offerText: '$t(units.coins, {"count": {{coins}} }) + $t(units.bonusCoins, {"count": {{bonus}} }) + $t(units.points, {"count": {{points}} })', off: '{{percent}}% хөнгөлөлт',
    regular: 'Үндсэн үнэ', sale: 'Хямдарсан үнэ', email: 'Имэйл', number: 'Картын дугаар', expiry: 'СС/ЖЖ', cvc: 'CVC код', holder: 'Карт эзэмшигчийн нэр',
    country: 'Улс', selectCountry: 'Улс сонгох', india: 'Энэтхэг', pay: 'Төлөх', back: 'Буцах', secure: 'Картын мэдээлэл',
  },
  ...screensMn,
  inbox: inboxMn,
  safety: safetyMn,
  authLink: authLinkMn,
  units: {
    coins_one: '{{count, number}} зоос', coins_other: '{{count, number}} зоос', bonusCoins_one: '{{count, number}} бонус зоос', bonusCoins_other: '{{count, number}} бонус зоос',
    points_one: '{{count, number}} оноо', points_other: '{{count, number}} оноо',
  },
  pager: { label: 'Хуудаслалт', previous: 'Өмнөх хуудас', next: 'Дараагийн хуудас', page: '{{page}}-р хуудас' },
  serverErrors: {
    loginFirst: 'Эхлээд нэвтэрнэ үү', sessionEnded: 'Таны нэвтрэлтийн хугацаа дууссан тул дахин нэвтэрнэ үү',
    promoNotFound: 'Промо код олдсонгүй', promoNotStarted: 'Промо код хараахан идэвхжээгүй байна', promoExpired: 'Промо кодын хугацаа дууссан',
    promoUnavailable: 'Промо кодын хугацаа дууссан эсвэл буруу байна',
    pushEndpointTaken: 'Энэ хөтөч өөр уншигчийн мэдэгдлийг хүлээн авч байна; тэр эхлээд мэдэгдлээ унтраах (эсвэл системээс гарах) хэрэгтэй',
    commentEmpty: 'Сэтгэгдлээ бичнэ үү', commentTooLong: 'Сэтгэгдэл дээд тал нь 1000 тэмдэгт байна', episodeNotLive: 'Анхаар! Анги нийтлэгдээгүй байна',
    episodeNotReadable: 'Зөвхөн уншиж болох ангидаа сэтгэгдэл бичнэ', muteSelf: 'Өөрийгөө дуугүй болгох боломжгүй', reportSelf: 'Өөрийнхөө сэтгэгдлийг мэдээлэх боломжгүй',
    alreadyReported: 'Та энэ сэтгэгдлийг аль хэдийн мэдээлсэн', notYourComment: 'Зөвхөн өөрийнхөө сэтгэгдлийг устгах боломжтой', banned: 'Танд сэтгэгдэл бичих эрх хаагдсан байна',
  },
};

export default mn;
