// Mongolian texts of the browsing, comic detail, reader and static screens. Same keys as
// browse.en.ts; the type keeps them in step.
import type { BrowseTexts } from './browse.en.js';

const browseMn: BrowseTexts = {
  home: {
    slides: 'Онцлох түүхүүд', slide: 'Онцлох түүх {{n}}-г нээх (шинэ цонх)', prevSlide: 'Өмнөх слайд', nextSlide: 'Дараах слайд',
    slidePicker: 'Слайд сонгох', slideGo: '{{n}}-р слайд', freeCount_one: '{{count, number}} үнэгүй анги', freeCount_other: '{{count, number}} үнэгүй анги',
    completed: 'Дууссан',
  },
  comic: {
    original: 'Koma бүтээл', rank: 'Байр', episodes_one: '{{count, number}} анги', episodes_other: '{{count, number}} анги', views_one: '{{count, number}} үзэлт', views_other: '{{count, number}} үзэлт', by: '{{name}}',
    writer: 'Зохиолч', artist: 'Зураач', tags: 'Шошго', announcements: 'Мэдээлэл', startReading: 'Уншиж эхлэх', unlockAll: 'Бүгдийг нээх',
    free: 'Үнэгүй', coins_one: '{{count, number}} Зоос', coins_other: '{{count, number}} Зоос', purchased: 'Худалдаж авсан', vipOnly: 'Зөвхөн VIP', rentalPass: 'Үнэгүй түрээсийн эрх',
    sortNumber: 'Ангийн дарааллаар', sortNewest: 'Шинэ эхэндээ', sortLabel: 'Ангиудыг эрэмбэлэх',
    cover: '{{title}} нүүр зураг', episodeCover: '{{n}}-р ангийн зураг',
  },
  purchase: {
    title: 'Анги худалдаж авах', episode: '{{n}}-р анги · {{title}}', price: 'Үнэ', balance: 'Таны үлдэгдэл (Зоос + Бонус зоос)',
    buy_one: '{{count, number}} зоосоор авах', buy_other: '{{count, number}} зоосоор авах', cancel: 'Болих', note: 'Худалдаж авсан ангиуд Миний сан › Нээгдсэн хэсэгт хадгалагдана.',
    loginFirst: 'Эхлээд нэвтэрнэ үү', insufficient: 'Зоос хүрэлцэхгүй байна. Худалдан авалт хийхийн тулд зоос авна уу', buyToRead: 'Энэ ангийг уншихын тулд худалдаж авна уу',
    success: 'Анги амжилттай худалдаж авлаа!', coinsValue_one: '{{count, number}} Зоос', coinsValue_other: '{{count, number}} Зоос',
  },
  unlock: {
    title: 'Бүх ангийг нээх', count: 'Түгжээтэй анги', total: 'Нийт үнэ', buy_one: '{{count, number}} зоосоор бүгдийг нээх', buy_other: '{{count, number}} зоосоор бүгдийг нээх',
    noteWithdraw: 'Үзээгүй ангиудын хувьд худалдан авснаас хойш 7 хоногийн дотор буцаалт хүсэх боломжтой.',
    notePoints: 'Оноо хүлээн авснаас хойш 30 хоног хүчинтэй.', noteGiftBox: 'Оноо бэлгийн хайрцагт орно.',
    success: 'Бүх анги нээгдлээ!', notes: 'Тэмдэглэл',
  },
  reader: {
    episodes: 'Ангиуд', episodeList: 'Ангийн жагсаалт', order: '#{{n}}', episodeN: '{{n}}-р анги', prev: 'Өмнөх', next: 'Дараах',
    comments: 'Сэтгэгдэл {{count, number}}', toTop: 'Дээш гүйлгэх', toBottom: 'Доош гүйлгэх', page: '{{total}}-с {{n}}-р хуудас',
    notLive: 'Анхаар! Энэ анги нийтлэгдээгүй байна', noEpisode: 'Ангийн мэдээлэл ирсэнгүй', noComic: 'Комиксийн мэдээлэл ирсэнгүй',
    chrome: 'Уншигчийн удирдлагыг харуулах эсвэл нуух', back: 'Комикс руу буцах',
  },
  listing: {
    more: 'Цааш харах', sortBy: 'Эрэмбэлэх', order: 'Дараалал', popular: 'Алдартай', newest: 'Шинэ', title: 'Нэр', asc: 'Өсөхөөр', desc: 'Буурахаар',
  },
  writer: {
    bio: 'Утсан дээр нэг гүйлгэхэд нэг түүх уншуулах Koma-гийн зохиолч. Дараагийн ангиудын мэдээг доорх цувралууд болон олон нийтийн сувгаас аваарай.',
    comics: 'Комиксууд', social: 'Сошиал', start: 'Уншиж эхлэх',
  },
  community: {
    like: 'Таалагдлаа', liked: 'Таалагдсан', likes_one: '{{count, number}} таалагдсан', likes_other: '{{count, number}} таалагдсан', share: 'Хуваалцах', shares_one: '{{count, number}} удаа хуваалцсан', shares_other: '{{count, number}} удаа хуваалцсан', linkCopied: 'Холбоосыг хуулсан',
    interested: 'Сонирхож байна', notInterested: 'Сонирхохгүй', interest: 'Энэ комикийг сонирхох эсэх', loginFirst: 'Эхлээд нэвтэрнэ үү !',
    likeComic: 'Энэ комикт таалагдлаа дарах', unlikeComic: 'Таалагдлаа-г болих',
    comments: 'Сэтгэгдэл', count_one: '{{count, number}} сэтгэгдэл', count_other: '{{count, number}} сэтгэгдэл', popular: 'Алдартай', you: 'Та', commentLike: 'Таалагдлаа ({{count, number}})',
    mute: 'Дуугүй болгох', unmute: 'Дууг нээх', report: 'Мэдээлэх', reported: 'Мэдээлсэн', delete: 'Устгах',
    added: 'Сэтгэгдэл нэмэгдлээ', reportDone: 'Сэтгэгдлийг мэдээллээ', deleted: 'Сэтгэгдэл устгагдлаа',
    addComment: 'Сэтгэгдэл нэмэх', post: 'Нийтлэх', placeholder: 'Сэтгэгдэл бичих', tooLong: 'Сэтгэгдэл 1000 тэмдэгтээс ихгүй байна',
    reportTitle: 'Энэ сэтгэгдлийг мэдээлэх', reportReason: 'Шалтгаан', reportSend: 'Мэдээлэх', cancel: 'Болих',
    spoiler: 'Спойлер байж магадгүй: таны уншаагүй ангийн сэтгэгдэл', showSpoiler: 'Харах', hidden: 'Зохицуулагч нуусан: зөвхөн та харж байна',
    mutedList: 'Дуугүй болгосон хэрэглэгчид', mutedNote: 'Та {{name}}-г дуугүй болгосон', more: 'Цааш харах', noComments: 'Сэтгэгдэл алга', notFound: 'Сэтгэгдэл олдсонгүй', newComments: 'Шинэ сэтгэгдэл',
  },
  static: {
    faqEmpty: 'Түгээмэл асуулт олдсонгүй.', notAvailable: 'Боломжгүй', vision: 'Алсын хараа', timeline: 'Түүх', visionImage: 'Бидний алсын хараа',
    aboutBanner: 'Koma-гийн тухай', send: 'Илгээх', required: 'Шаардлагатай бүх талбарыг бөглөнө үү', sent: 'Таны хүсэлтийг хэрэглэгчийн үйлчилгээнд илгээлээ',
    supportEmail: 'Тусламжийн имэйл', contactIntro: 'Зоос, VIP эсвэл бүртгэлийн талаар асуулт байвал бидэнд бичээрэй.',
  },
};

export default browseMn;
