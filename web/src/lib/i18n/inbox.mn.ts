// Монгол текстүүд: мэдэгдэл, хонх, Миний сан (issue 16).
import type inboxEn from './inbox.en.js';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const inboxMn: Widen<typeof inboxEn> = {
  bell: {
    on: 'Захиалсан: шинэ ангийн мэдэгдэл ирнэ',
    off: 'Шинэ анги гарахад мэдэгдэх',
    loginFirst: 'Эхлээд нэвтэрнэ үү !',
    turnedOn: 'Бүтээлийн мэдэгдэл асаалаа',
    turnedOff: 'Бүтээлийн мэдэгдэл унтраалаа',
  },
  badge: 'Мэдэгдэл, уншаагүй {{count}}',
  list: { label: 'Таны мэдэгдлүүд', unread: 'Уншаагүй', read: 'Уншсан', scheduled: '{{date}}-нд илгээсэн' },
  detail: { back: 'Бүх мэдэгдэл', openEpisode: '{{n}}-р анги унших', openComic: 'Комикийг нээх' },
  newEpisode: 'Шинэ анги: {{comic}}',
  newEpisodeMessage: '{{n}}-р анги гарлаа.',
  nowFree: 'Одоо үнэгүй: {{comic}}',
  nowFreeMessage: '{{n}}-р ангийг одоо үнэгүй уншина.',
  push: {
    label: 'Хөтчийн мэдэгдэл',
    hint: 'Захиалсан комикуудын шинэ болон үнэгүй болсон ангийг энэ хөтөч мэдэгдэнэ.',
    on: 'Асаалттай',
    off: 'Унтраалттай',
    blocked: 'Хөтчийн тохиргоонд энэ сайтын мэдэгдлийг хаасан байна.',
    turnedOn: 'Хөтчийн мэдэгдэл асаалаа',
    turnedOff: 'Хөтчийн мэдэгдэл унтраалаа',
    failed: 'Хөтчийн мэдэгдлийг өөрчилж чадсангүй',
  },
  library: {
    edit: 'Засах',
    delete: 'Устгах',
    cancel: 'Болих',
    select: '{{title}}-г сонгох',
    completed: 'Дууссан',
    progress: '{{n}}%',
    continueAt: '{{n}}-р ангиас үргэлжлүүлэх',
    latest: 'Сүүлийн: {{n}}-р анги',
    owned_one: '{{count}} анги нээсэн',
    owned_other: '{{count}} анги нээсэн',
    rental: 'Түрээсийн эрх: {{n}}-р анги, {{date}} хүртэл',
    deleted: 'Түүх устгагдлаа',
    more: 'Цааш үзэх',
  },
};

export default inboxMn;
