// Mongolian texts of the sign-in, money, gift-box and account screens (merged into mn.ts); the
// type keeps them in step with screens.en.ts.
import type screensEn from './screens.en.js';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const screensMn: Widen<typeof screensEn> = {
  signin: {
    loginSuccess: 'Амжилттай нэвтэрлээ', required: 'Шаардлагатай бүх талбарыг бөглөнө үү', mismatch: 'Нууц үг таарахгүй байна',
    mailSent: 'Таны имэйл рүү код илгээлээ', mailVerified: 'Имэйл баталгаажлаа', signupDone: 'Амжилттай бүртгүүллээ',
    passwordChanged: 'Нууц үг амжилттай солигдлоо, үргэлжлүүлэхийн тулд нэвтэрнэ үү', haveAccount: 'Бүртгэлтэй юу?',
    codeHint: 'Имэйлээр ирсэн 6 оронтой кодыг оруулна уу.', passwordHint: 'Дор хаяж 8 тэмдэгт.', or: 'эсвэл',
    welcome: 'Тавтай морил! Уншихын тулд нэвтэрнэ үү.', registerIntro: 'Зоос авах, бэлэг авах, сан хөтлөхийн тулд бүртгүүлээрэй.',
    forgotIntro: 'Бүртгэлийн имэйлээ оруулбал бид код илгээнэ.', setIntro: '{{email}}-н нууц үгийг сонгоно уу.',
    working: 'Түр хүлээнэ үү…', showPassword: 'Нууц үг харах', hidePassword: 'Нууц үг нуух', restart: 'Дахин эхлэх',
  },
  money: {
    coins: 'Зоос', bonusCoins: 'Бонус зоос', points: 'Оноо', off: '{{percent}}% ХЯМДРАЛ', offAmount: '${{amount}} ХЯМДРАЛ',
    regular: 'Үндсэн үнэ', sale: 'Хямдарсан үнэ', buy: '{{name}}-г {{price}}-өөр авах', buyPack: '{{name}} авах:', couponTitle: 'Купоны код оруулах', couponLabel: 'Купоны код',
    activeCode: 'Код идэвхжүүлэх', removeCode: 'Код хасах', promoApplied: 'Промо код идэвхжлээ!', promoInvalid: 'Промо кодын хугацаа дууссан эсвэл буруу байна',
    promoFound: '{{name}} код: {{discount}} хямдрал. Ашиглах уу?', apply: 'Ашиглах', cancel: 'Болих', promoActive: '{{name}} код идэвхтэй: {{discount}} хямдрал',
    noticeTitle: 'Анхааруулга', packsTitle: 'Зоосны багц',
    notices: {
      usOnly: 'Зоосыг зөвхөн English/US хувилбарт ашиглах боломжтой.',
      minors: 'Насанд хүрээгүй хүний гүйлгээг цуцалж болно.',
      refund: 'Багцыг худалдан авснаас хойш 7 хоногийн дотор, зоос болон бонус зоос зарцуулаагүй бол буцаах боломжтой.',
      expire: 'Бонус зоос болон онооны хугацаа дуусдаг. Миний бүртгэл, Дуусах хугацаа хэсгийг үзнэ үү.',
      history: 'Худалдан авалтын түүх Миний бүртгэл хэсэгт байна.',
      support: 'Тусламж хэрэгтэй бол хэрэглэгчийн тусламжид хандана уу.',
    },
    coinBought: 'Зоосны багц амжилттай худалдан авлаа!', planBought: 'Захиалга амжилттай худалдан авлаа!',
    vipIntro: 'Багц тань хүчинтэй үед VIP анги бүрийг уншаарай.', activation: 'Төлбөр төлснөөс хойш 0-12 цагийн дотор премиум эрх идэвхжинэ.',
    plansTitle: 'VIP багцууд', months_one: '{{count}} сар', months_other: '{{count}} сар', active: 'Идэвхтэй', perPlan: '{{duration}}',
    bankTitle: 'Банкны шилжүүлэг', bankIntro: 'Мөн банкаар шилжүүлж төлж болно. Гүйлгээний утга дээр имэйлээ бичнэ үү.',
    accountNumber: 'Дансны дугаар', accountName: 'Данс эзэмшигч', transactionValue: 'Гүйлгээний утга', bankCaption: 'Банкны шилжүүлгийн мэдээлэл',
    redeemTitle: 'Код ашиглах', basePrice: 'Үндсэн үнэ', price: 'Үнэ', currentPlan: 'Таны {{name}} багц {{date}} хүртэл идэвхтэй.',
  },
  payment: {
    title: 'Төлбөр', total: 'Нийт', scan: 'Банк эсвэл хэтэвчийн аппаараа QR кодыг уншуулж төлнө үү.', qrAlt: '{{amount}} төлөх QR код',
    choose: 'Төлөх аргаа сонгоно уу. Төлбөр үүсэхэд QR код гарч ирнэ.', qpay: 'QPay Wallet', qpayText: 'QPay хэтэвчийн аппаар төлөх',
    bank: 'Хаан банк', bankText: 'Банкны аппаараа төлөх', open: 'Нээх', waiting: 'Төлбөрийг хүлээж байна…', link: 'Төлбөрийн хуудас нээх',
    methods: 'Төлбөрийн сонголт', apps: 'Банк, хэтэвчийн аппууд',
  },
  gifts: {
    redeem: 'Бэлэг авах', redeemed: 'Бэлэг авсан', expires: '{{date}} хүртэл', claimed: '{{date}}-нд авсан', coinValue: '{{count}} бонус зоос',
    pointValue: '{{count}} оноо', rentalValue: 'Үнэгүй түрээсийн эрх', rentalFor: 'Үнэгүй түрээсийн эрх: {{title}}', read: 'Анги унших',
    aboutCoin: 'Зоосон бэлгийн тухай', aboutPoint: 'Онооны бэлгийн тухай', intro: 'Бэлгээ хугацаа дуусахаас өмнө аваарай.',
    coinHelp: [
      'Зоосон бэлгийг авахад бонус зоос таны үлдэгдэл дээр нэмэгдэнэ.',
      'Анги нээхэд бонус зоос таны зоостой хамт, төлсөн зоосноос түрүүлж зарцуулагдана.',
      'Бонус зоосны хугацаа дуусдаг: Миний бүртгэл, Дуусах хугацаа хэсгийг үзнэ үү.',
    ],
    pointHelp: [
      'Онооны бэлгийг авахад оноо таны үлдэгдэл дээр нэмэгдэнэ.',
      'Оноо авснаас хойш 30 хоног хүчинтэй.',
      'Онооны дуусах хугацааг Миний бүртгэл, Дуусах хугацаа хэсгээс харна уу.',
    ],
  },
  acct: {
    emailCodeTitle: 'Шинэ имэйлээ баталгаажуулах', emailCodeSent: '{{email}} хаяг руу 6 оронтой код илгээлээ. Кодыг энд оруулсны дараа таны имэйл солигдоно.',
    emailCodeRequired: '6 оронтой кодоо оруулна уу', emailChanged: 'Таны имэйл солигдлоо', emailCodeResent: '{{email}} хаяг руу шинэ код илгээлээ',
    password: 'Нууц үгийн тохиргоо', profile: 'Мэдээлэл оруулах', language: 'Хэл/Улс солих', notifications: 'Мэдэгдлийн тохиргоо',
    change: 'Солих', current: 'Одоогийн: {{value}}', newPassword: 'Шинэ нууц үг', reEnter: 'Нууц үгээ давтан оруулна уу', cancel: 'Болих', save: 'Хадгалах',
    passwordMismatch: 'Нууц үг таарахгүй байна', passwordTitle: 'Нууц үгийн тохиргоо',
    photo: 'Зураг', choosePhoto: 'Зураг оруулах', name: 'Нэр', email: 'Имэйл', dob: 'Төрсөн огноо', gender: 'Хүйс', selectGender: 'Хүйс сонгох',
    male: 'эрэгтэй', female: 'эмэгтэй', other: 'бусад', required: 'Шаардлагатай бүх талбарыг бөглөнө үү', profileTitle: 'Хувийн мэдээлэл', updateError: 'Шинэчлэхэд алдаа гарлаа',
    languageTitle: 'Хэл', languageNote: 'Хэл эсвэл улсаас хамаарч боломжууд болон гарчгууд өөр байж болно.', english: 'English/US', mongolian: 'Монгол',
    settingError: 'Тохиргоог ачаалахад алдаа гарлаа', updateSettingError: 'Тохиргоог шинэчлэхэд алдаа гарлаа',
    notifyTitle: 'Мэдэгдлийн тохиргоо', receive: 'Авах', dontReceive: 'Авахгүй',
    eventNotification: 'Арга хэмжээний талаар имэйл илгээх', subscribeNotification: 'Захиалсан бүтээлийн мэдэгдэл', freeNotification: 'Үнэгүй болоход мэдэгдэх',
    device: 'Төхөөрөмж', date: 'Огноо', devicesNote: '5-аас олон төхөөрөмжөөс нэвтрэх боломжгүй.', noDevice: 'Нэвтэрсэн төхөөрөмж олдсонгүй',
    status: 'Төлөв', planName: 'Багцын нэр', amount: 'Дүн', addDate: 'Нэмсэн огноо', expireDate: 'Дуусах огноо', noMembership: 'Гишүүнчлэл алга',
    statusActive: 'Идэвхтэй', statusExpired: 'Дууссан', statusPaused: 'Түр зогссон',
    membershipNotes: [
      'Төлбөрийн асуудал гарвал гишүүнчлэл түр саатаж болно.',
      'Саатсан үед төлбөрийг 7 хоног дахин оролдоно.',
      '7 хоногийн дараа төлөгдөөгүй гишүүнчлэл цуцлагдана.',
      'Төлбөрийн өдөр цуцалбал дараагийн төлбөрөөс хэрэгжинэ.',
      'Дараагийн төлбөрийн мөчлөгөөс өмнө үргэлжлүүлбэл хүлээгдэж буй цуцлалт буцна.',
    ],
    tabAll: 'Бүгд', tabRental: 'Үнэгүй түрээсийн эрх', tabBonus: 'Бонус зоос', tabPoint: 'Оноо', tabCoins: 'Зоос',
    remaining: 'Үлдэгдэл', expiresOn: 'Дуусах огноо', details: 'Дэлгэрэнгүй', kindRental: 'Үнэгүй түрээсийн эрх', kindBonus: 'Бонус зоос', kindPoint: 'Оноо', kindCoin: 'Зоос',
    openEpisode: 'Анги нээх', noHistory: 'Түүх алга', purchaseFailed: 'Худалдан авалтын түүх олдсонгүй', coinsCol: 'Зоос', bonusCol: 'Авсан бонус зоос', pointsCol: 'Оноо',
    noUsage: 'Хэрэглээний түүх олдсонгүй', usageFailed: 'Алдаа гарлаа',
    actions: { purchase: 'Анги худалдан авалт', unlock_all: 'Бүгдийг нээх', withdrawn: 'Буцаалт', rental_used: 'Түрээсийн эрх ашигласан', expired: 'Хугацаа дууссан', refunded: 'Буцаан олголт' },
    reasonsTitle: 'Яагаад гарч байгаа вэ?', deactivateIntro: 'Идэвхгүй болгосноор бүртгэл хаагдаж, бүх төхөөрөмжөөс гарна.',
    reasons: ['Ашиглахад хэцүү, алдаа ихтэй', 'Бусад сайт илүү таалагддаг', 'Сайтыг төдийлөн ашигладаггүй', 'Агуулга таалагдахгүй байна', 'Бусад'],
    deactivate: 'Идэвхгүй болгох', reasonRequired: 'Бүртгэлийг идэвхгүй болгох шалтгаанаа сонгоно уу', deactivateError: 'Бүртгэлийг идэвхгүй болгоход алдаа гарлаа',
    loading: 'Ачаалж байна…', history: 'Түүх', loginFirst: 'Бүртгэлээ удирдахын тулд нэвтэрнэ үү.',
  },
};

export default screensMn;
