// Writes catalog.json, Koma's original demo catalog (docs/catalog.md format). Run after editing:
//   node services/server/demo/make-catalog.mjs
// Image paths name what the art generator (src/modules/catalog/demo/demo-art.ts) draws:
//   art/cover/<comic>.png art/thumb/<comic>.png art/page/<comic>-<1..3>.png art/ep/<comic>-<1..2>.png
//   art/banner/<page>.png art/slide/<key>.png art/gift/<type>.png art/about/<banner|vision>.png
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;
const at = (iso, plusDays = 0) => new Date(Date.parse(iso) + plusDays * DAY).toISOString();

const comics = [
  {
    key: 'lantern-street-ghosts',
    title: 'Lantern Street Ghosts',
    genre: 'Horror',
    writer: 'Mina Sol',
    artist: 'Odko Dash',
    days: ['MON'],
    episodes: 24,
    money: 'coin',
    start: '2025-01-06T09:00:00Z',
    tags: ['ghost', 'mystery', 'night market'],
    description:
      'Every lantern on Lantern Street holds a ghost who forgot their name. Night-shift courier Nomin delivers their last letters before dawn.',
    reads: { total: 9800, days: [2, 5, 5, 6, 6, 7, 7] },
    mn: {
      title: 'Дэнлүүт гудамжны сүнснүүд',
      description:
        'Дэнлүүт гудамжны дэнлүү бүрт нэрээ мартсан сүнс амьдардаг. Шөнийн ээлжийн шуудан зөөгч Номин үүр цайхаас өмнө тэдний сүүлчийн захидлыг хүргэнэ.',
    },
  },
  {
    key: 'steppe-riders',
    title: 'Steppe Riders',
    genre: 'Action',
    writer: 'Bat-Erdene Ochir',
    artist: 'Bat-Erdene Ochir',
    days: ['TUE'],
    episodes: 22,
    money: 'coin',
    start: '2025-02-04T09:00:00Z',
    tags: ['horses', 'adventure', 'rivals'],
    description: 'A courier race across a thousand kilometres of grassland, where the fastest rider wins a wish from the sky.',
    reads: { total: 8600, days: [3, 8, 9, 9, 10, 10, 11] },
    mn: {
      title: 'Талын морьтонгууд',
      description: 'Мянган километр үргэлжлэх тал нутгаар уралдах элч нарын уралдаан: хамгийн хурдан морьтон тэнгэрээс хүслээ биелүүлнэ.',
    },
  },
  {
    key: 'cafe-nomad',
    title: 'Cafe Nomad',
    genre: 'Romance',
    writer: 'Saraa Gan',
    artist: 'Anu Tsend',
    days: ['WED'],
    episodes: 12,
    money: 'subscription',
    start: '2025-03-05T09:00:00Z',
    tags: ['coffee', 'slice of life', 'romance'],
    description: 'A travelling cafe in a yellow van, a barista who never stays, and a regular who wants her to.',
    reads: { total: 5200, days: [40, 30, 28, 25, 20, 18, 15] },
    mn: {
      title: 'Нүүдэлчин кафе',
      description: 'Шар фургонтой аялагч кафе, хаана ч удаан тогтдоггүй бариста, түүнийг үлдээхийг хүссэн байнгын үйлчлүүлэгч.',
    },
  },
  {
    key: 'robot-grandma',
    title: 'Robot Grandma',
    genre: 'Comedy',
    writer: 'Tuya Bold',
    artist: 'Tuya Bold',
    days: ['THU'],
    episodes: 10,
    money: 'coin',
    start: '2025-04-03T09:00:00Z',
    tags: ['family', 'robots', 'comedy'],
    description: 'Grandma uploaded herself into a kitchen robot. She still thinks you are too thin.',
    reads: { total: 4100, days: [6, 40, 45, 50, 55, 60, 62] },
    mn: { title: 'Робот эмээ', description: 'Эмээ өөрийгөө гал тогооны робот руу хуулжээ. Тэр чамайг туранхай гэж одоо ч боддог.' },
  },
  {
    key: 'starlit-archive',
    title: 'Starlit Archive',
    genre: 'Sci-Fi',
    writer: 'Mina Sol',
    artist: 'Enkh Jargal',
    days: ['FRI'],
    episodes: 8,
    money: 'subscription',
    start: '2025-05-02T09:00:00Z',
    tags: ['space', 'library', 'mystery'],
    description: 'The last librarian of a drifting space station catalogues stars that have already gone out.',
    reads: { total: 1900, days: [25, 10, 9, 8, 8, 7, 6] },
    mn: { title: 'Одот архив', description: 'Сансарт хөвөх станцын сүүлчийн номын санч аль хэдийн унтарсан оддыг бүртгэсээр.' },
  },
  {
    key: 'the-ninth-scroll',
    title: 'The Ninth Scroll',
    genre: 'Fantasy',
    writer: 'Khulan Bat',
    artist: 'Odko Dash',
    days: ['SAT'],
    episodes: 21,
    money: 'mixed',
    start: '2025-01-11T09:00:00Z',
    tags: ['magic', 'adventure', 'dragons'],
    description: "Eight scrolls hold the kingdom's spells. The ninth holds the apprentice who was written into it by mistake.",
    reads: { total: 7900, days: [4, 12, 12, 14, 14, 15, 15] },
    mn: {
      title: 'Ес дэх хуйлмал бичиг',
      description: 'Найман хуйлмал бичигт хаант улсын шид хадгалагддаг. Ес дэхэд нь андуурч бичигдсэн шавь охин бий.',
    },
  },
  {
    key: 'midnight-dumplings',
    title: 'Midnight Dumplings',
    genre: 'Comedy',
    writer: 'Ganaa Tumur',
    artist: 'Mira Lkham',
    days: ['SUN'],
    episodes: 9,
    money: 'coin',
    team: 'Blue Yak Studio',
    start: '2025-03-02T09:00:00Z',
    tags: ['food', 'comedy', 'night market'],
    description: 'A dumpling stall that only opens at midnight, and only for customers with a very strange problem.',
    reads: { total: 3000, days: [9, 35, 30, 33, 31, 29, 30] },
    mn: { title: 'Шөнө дундын бууз', description: 'Зөвхөн шөнө дунд, зөвхөн хачин асуудалтай үйлчлүүлэгчдэд онгойдог буузны лангуу.' },
  },
  {
    key: 'iron-falcon',
    title: 'Iron Falcon',
    genre: 'Action',
    writer: 'Temuulen Ariun',
    artist: 'Temuulen Ariun',
    days: ['MON', 'THU'],
    episodes: 14,
    money: 'coin',
    team: 'Blue Yak Studio',
    start: '2025-06-02T09:00:00Z',
    tags: ['mecha', 'rivals', 'adventure'],
    description: "A falconer builds a steel bird to win back her city's sky from the drone racers.",
    reads: { total: 3700, days: [55, 20, 18, 15, 12, 10, 9] },
    mn: {
      title: 'Төмөр шонхор',
      description: 'Шонхорч бүсгүй хотынхоо тэнгэрийг дрон уралдаанчдаас эргүүлэн авахын тулд ган шувуу бүтээнэ.',
    },
  },
  {
    key: 'second-spring',
    title: 'Second Spring',
    genre: 'Drama',
    writer: 'Oyun Erdene',
    artist: 'Sarnai Bold',
    days: ['TUE'],
    episodes: 7,
    money: 'subscription',
    team: 'Paper Crane Works',
    start: '2025-07-01T09:00:00Z',
    tags: ['family', 'slice of life', 'drama'],
    description: 'Two retired teachers reopen the village school for one last class of nine stubborn students.',
    reads: { total: 1300, days: [1, 2, 2, 3, 3, 2, 2] },
    mn: {
      title: 'Хоёр дахь хавар',
      description: 'Тэтгэвэрт гарсан хоёр багш тосгоны сургуулиа есөн зөрүүд сурагчийн сүүлчийн ангид зориулан дахин нээнэ.',
    },
  },
  {
    key: 'frostbite-academy',
    title: 'Frostbite Academy',
    genre: 'Fantasy',
    writer: 'Khulan Bat',
    artist: 'Mira Lkham',
    days: ['WED'],
    episodes: 11,
    money: 'mixed',
    team: 'Paper Crane Works',
    start: '2025-04-09T09:00:00Z',
    tags: ['magic', 'school', 'winter'],
    description: 'At the academy where winter is taught as a subject, one student can only make things warmer.',
    reads: { total: 2400, days: [12, 16, 14, 13, 12, 11, 10] },
    mn: { title: 'Хүйтэн жавар академи', description: 'Өвлийг хичээл болгон заадаг академид ганц сурагч юмсыг зөвхөн дулаацуулж чаддаг.' },
  },
  {
    key: 'signal-lost',
    title: 'Signal Lost',
    genre: 'Sci-Fi',
    writer: 'Ganaa Tumur',
    artist: 'Enkh Jargal',
    days: ['FRI', 'SAT'],
    episodes: 6,
    money: 'coin',
    team: 'Blue Yak Studio',
    start: '2025-08-01T09:00:00Z',
    tags: ['space', 'robots', 'mystery'],
    description: 'A repair drone on a silent moon base starts receiving messages from its own future.',
    reads: { total: 900, days: [70, 60, 50, 40, 10, 5, 5] },
    mn: { title: 'Алдагдсан дохио', description: 'Чимээгүй сарны баазын засварын дрон өөрийн ирээдүйгээс мессеж хүлээн авч эхэлнэ.' },
  },
  {
    key: 'hearts-on-route-3',
    title: 'Hearts on Route 3',
    genre: 'Romance',
    writer: 'Saraa Gan',
    artist: 'Sarnai Bold',
    days: ['SUN'],
    episodes: 8,
    money: 'subscription',
    team: 'Paper Crane Works',
    start: '2025-05-04T09:00:00Z',
    tags: ['romance', 'bus', 'slice of life'],
    description: 'The night bus on Route 3 has one driver, one regular, and forty minutes every evening.',
    reads: { total: 600, days: [18, 22, 20, 19, 18, 17, 16] },
    mn: {
      title: '3-р чиглэлийн зүрхнүүд',
      description: '3-р чиглэлийн шөнийн автобусанд нэг жолооч, нэг байнгын зорчигч, орой бүр дөчин минут бий.',
    },
  },
];

const GENRES_MN = {
  Horror: 'Аймшиг',
  Action: 'Тулаант',
  Romance: 'Романтик',
  Comedy: 'Инээдмийн',
  'Sci-Fi': 'Шинжлэх ухааны уран зөгнөл',
  Fantasy: 'Уран зөгнөлт',
  Drama: 'Драм',
};
const TAGS_MN = {
  ghost: 'сүнс',
  mystery: 'нууцлаг',
  'night market': 'шөнийн зах',
  horses: 'морь',
  adventure: 'адал явдал',
  rivals: 'өрсөлдөгчид',
  coffee: 'кофе',
  'slice of life': 'өдөр тутмын амьдрал',
  romance: 'хайр дурлал',
  family: 'гэр бүл',
  robots: 'робот',
  comedy: 'инээдэм',
  space: 'сансар',
  library: 'номын сан',
  magic: 'ид шид',
  dragons: 'луу',
  food: 'хоол',
  mecha: 'меха',
  drama: 'драм',
  school: 'сургууль',
  winter: 'өвөл',
  bus: 'автобус',
};
const DAYS_MN = { MON: 'Даваа', TUE: 'Мягмар', WED: 'Лхагва', THU: 'Пүрэв', FRI: 'Баасан', SAT: 'Бямба', SUN: 'Ням' };

const episodeTitles = [
  'The First Night',
  'An Unexpected Guest',
  'Footsteps',
  'Promises',
  'The Map',
  'Storm Warning',
  'Old Friends',
  'Crossroads',
  'Secrets',
  'The Long Road',
  'A Small Victory',
  'Letters',
  'Fireworks',
  'Shadows',
  'Homecoming',
  'The Bet',
  'Broken Compass',
  'Morning Light',
  'Echoes',
  'The Festival',
  'Turning Point',
  'Last Train',
  'Snowfall',
  'New Moon',
];
const episodeTitlesMn = [
  'Анхны шөнө',
  'Гэнэтийн зочин',
  'Хөлийн чимээ',
  'Амлалт',
  'Газрын зураг',
  'Шуурганы сэрэмжлүүлэг',
  'Хуучин найзууд',
  'Уулзвар',
  'Нууцууд',
  'Урт зам',
  'Өчүүхэн ялалт',
  'Захидлууд',
  'Галт наадам',
  'Сүүдэр',
  'Эх орондоо',
  'Мөрий',
  'Эвдэрсэн луужин',
  'Өглөөний гэрэл',
  'Цуурай',
  'Баяр наадам',
  'Эргэлтийн цэг',
  'Сүүлчийн галт тэрэг',
  'Цас',
  'Шинэ сар',
];

const out = {
  adminData: {
    socialMedia: {
      facebook: 'https://facebook.com/koma.comics',
      instagram: 'https://instagram.com/koma.comics',
      linkedin: 'https://linkedin.com/company/koma-comics',
      youtube: 'https://youtube.com/@komacomics',
      telegram: 'https://t.me/komacomics',
    },
  },
  about: {
    banner: 'art/about/banner.png',
    vision: 'art/about/vision.png',
    vision_text:
      'Koma brings new comics from Mongolia and beyond to readers everywhere: fair prices for readers, fair pay for artists, and a new episode every day of the week.',
    content: [
      {
        title: '2021 — The first panel',
        detail: 'Three friends publish Lantern Street Ghosts as a free web comic from a shared flat in Ulaanbaatar.',
        translations: {
          mn: {
            title: '2021 — Анхны зураг',
            detail: 'Гурван найз Улаанбаатар дахь хамтын байрнаасаа Дэнлүүт гудамжны сүнснүүдийг үнэгүй веб комик болгон нийтэлжээ.',
          },
        },
      },
      {
        title: '2022 — A studio',
        detail: 'Koma becomes a studio of twelve writers and artists and opens submissions to new creators.',
        translations: {
          mn: {
            title: '2022 — Студи',
            detail: 'Кома арван хоёр зохиолч, зураачтай студи болж, шинэ бүтээлчдэд бүтээлээ илгээх боломж нээв.',
          },
        },
      },
      {
        title: '2023 — Partners',
        detail: 'Blue Yak Studio and Paper Crane Works bring their series to Koma.',
        translations: { mn: { title: '2023 — Түншүүд', detail: 'Blue Yak Studio болон Paper Crane Works цувралуудаа Кома-д авчирлаа.' } },
      },
      {
        title: '2024 — Coins and VIP',
        detail: 'Readers can support their favourite series with coins or a VIP membership.',
        translations: {
          mn: { title: '2024 — Зоос ба VIP', detail: 'Уншигчид дуртай цувралаа зоос эсвэл VIP гишүүнчлэлээр дэмжих боломжтой боллоо.' },
        },
      },
      {
        title: '2025 — Every day',
        detail: 'A new episode goes live every day of the week, in English and Mongolian.',
        translations: { mn: { title: '2025 — Өдөр бүр', detail: 'Долоо хоногийн өдөр бүр англи, монгол хэлээр шинэ анги гардаг боллоо.' } },
      },
    ],
    translations: {
      mn: {
        vision_text:
          'Кома Монгол болон дэлхийн шинэ комиксыг хаа сайгүй уншигчдад хүргэнэ: уншигчдад шударга үнэ, зураачдад шударга цалин, долоо хоногийн өдөр бүр шинэ анги.',
      },
    },
  },
  faqs: [
    {
      key: 'faq-account',
      title: 'Account',
      translations: { mn: { title: 'Бүртгэл' } },
      content: [
        {
          question: 'How do I create an account?',
          answer:
            '<p>Choose <strong>Sign Up</strong>, enter your name and email, then type the code we mail you and choose a password.</p>',
          translations: {
            mn: {
              question: 'Бүртгэл хэрхэн үүсгэх вэ?',
              answer:
                '<p><strong>Бүртгүүлэх</strong>-ийг сонгоод нэр, имэйлээ оруулж, бидний илгээсэн кодыг бичээд нууц үгээ сонгоно уу.</p>',
            },
          },
        },
        {
          question: 'On how many devices can I log in?',
          answer: '<p>Up to <strong>5</strong> devices. Remove an old one under <em>My Account → Manage Devices</em>.</p>',
          translations: {
            mn: {
              question: 'Хэдэн төхөөрөмжөөс нэвтэрч болох вэ?',
              answer: '<p><strong>5</strong> хүртэл төхөөрөмжөөс. Хуучныг <em>Миний бүртгэл → Төхөөрөмж удирдах</em> хэсгээс устгана.</p>',
            },
          },
        },
        {
          question: 'How do I delete my account?',
          answer: '<p>Go to <em>My Account → Deactivate my account</em> and tell us why you are leaving.</p>',
          translations: {
            mn: {
              question: 'Бүртгэлээ хэрхэн устгах вэ?',
              answer: '<p><em>Миний бүртгэл → Бүртгэл идэвхгүй болгох</em> хэсэгт орж, яагаад явж байгаагаа бидэнд хэлнэ үү.</p>',
            },
          },
        },
      ],
    },
    {
      key: 'faq-coins',
      title: 'Coins and payments',
      translations: { mn: { title: 'Зоос ба төлбөр' } },
      content: [
        {
          question: 'What are coins and bonus coins?',
          answer: '<p>Coins unlock episodes. Bonus coins work the same way but expire; they are spent first.</p>',
          translations: {
            mn: {
              question: 'Зоос болон бонус зоос гэж юу вэ?',
              answer: '<p>Зоосоор анги нээнэ. Бонус зоос мөн адил боловч хугацаа нь дуусдаг бөгөөд түрүүлж зарцуулагдана.</p>',
            },
          },
        },
        {
          question: 'Can I get a refund?',
          answer:
            '<p>A coin pack can be refunded within <strong>7 days</strong> if none of its coins or bonus coins were spent. <a href="/contact-us">Contact support</a>.</p>',
          translations: {
            mn: {
              question: 'Мөнгөө буцаан авч болох уу?',
              answer:
                '<p>Зоосны багцын зоос, бонус зоосноос огт зарцуулаагүй бол <strong>7 хоногийн</strong> дотор буцаан олгоно. <a href=\"/contact-us\">Тусламжтай холбогдох</a>.</p>',
            },
          },
        },
        {
          question: 'How long do points last?',
          answer: '<p>Points are valid for 30 days from the day you receive them.</p>',
          translations: { mn: { question: 'Оноо хэр удаан хүчинтэй вэ?', answer: '<p>Оноо авсан өдрөөсөө хойш 30 хоног хүчинтэй.</p>' } },
        },
      ],
    },
    {
      key: 'faq-reading',
      title: 'Reading',
      translations: { mn: { title: 'Унших' } },
      content: [
        {
          question: 'Which episodes are free?',
          answer: '<p>The first episodes of every series are free. Look for the <em>Free</em> label.</p>',
          translations: {
            mn: {
              question: 'Аль ангиуд үнэгүй вэ?',
              answer: '<p>Цуврал бүрийн эхний ангиуд үнэгүй. <em>Үнэгүй</em> гэсэн тэмдгийг хараарай.</p>',
            },
          },
        },
        {
          question: 'What does VIP give me?',
          answer: '<p>VIP members read every subscription episode while their plan is active.</p>',
          translations: {
            mn: {
              question: 'VIP надад юу өгөх вэ?',
              answer: '<p>VIP гишүүд багц нь идэвхтэй байх хугацаанд захиалгат бүх ангийг уншина.</p>',
            },
          },
        },
        {
          question: 'What is a free rental pass?',
          answer: '<p>A gift that opens one coin episode. Claim it in your <a href="/gift-box">Gift Box</a>.</p>',
          translations: {
            mn: {
              question: 'Үнэгүй түрээсийн эрх гэж юу вэ?',
              answer: '<p>Нэг зоосон ангийг нээх бэлэг. <a href=\"/gift-box\">Бэлгийн хайрцаг</a>-аасаа аваарай.</p>',
            },
          },
        },
      ],
    },
  ],
  staticPages: [
    {
      page: 'terms',
      content:
        '<h2>Terms of Use</h2><p>Welcome to Koma. By reading on Koma you agree to these terms.</p><h3>1. Your account</h3><p>Keep your password safe. You may use at most five devices.</p><h3>2. Coins</h3><p>Coins are usable in English/US only. Purchases by minors may be cancelled. Bundles are refundable within 7 days only if no coins or bonus coins were spent.</p><h3>3. Content</h3><p>All comics on Koma belong to their creators. Do not copy or redistribute them.</p>',
      translations: {
        mn: {
          content:
            '<h2>Үйлчилгээний нөхцөл</h2><p>Кома-д тавтай морил. Кома дээр уншснаар та эдгээр нөхцөлийг зөвшөөрч байна.</p><h3>1. Таны бүртгэл</h3><p>Нууц үгээ хамгаалаарай. Та хамгийн ихдээ таван төхөөрөмж ашиглаж болно.</p><h3>2. Зоос</h3><p>Зоосыг зөвхөн англи хэл/АНУ-д ашиглах боломжтой. Насанд хүрээгүй хүний худалдан авалтыг цуцалж болно. Багцын зоос, бонус зоосноос зарцуулаагүй бол 7 хоногийн дотор буцаан олгоно.</p><h3>3. Агуулга</h3><p>Кома дээрх бүх комикс бүтээгчдийнх нь өмч. Хуулж, дахин түгээж болохгүй.</p>',
        },
      },
    },
    {
      page: 'privacy',
      content:
        '<h2>Privacy Policy</h2><p>We keep only what we need to run Koma: your email, your name, your reading history and your purchases.</p><h3>What we never do</h3><ul><li>We never sell your data.</li><li>We never show your email to other readers.</li></ul><p>Questions? Write to <a href="mailto:privacy@koma.example">privacy@koma.example</a>.</p>',
      translations: {
        mn: {
          content:
            '<h2>Нууцлалын бодлого</h2><p>Бид Кома-г ажиллуулахад шаардлагатай мэдээллийг л хадгална: таны имэйл, нэр, уншсан түүх, худалдан авалт.</p><h3>Бидний хэзээ ч хийдэггүй зүйл</h3><ul><li>Бид таны мэдээллийг хэзээ ч зардаггүй.</li><li>Бид таны имэйлийг бусад уншигчдад хэзээ ч харуулдаггүй.</li></ul><p>Асуулт байна уу? <a href="mailto:privacy@koma.example">privacy@koma.example</a> хаягаар бичээрэй.</p>',
        },
      },
    },
  ],
  popularTags: ['romance', 'magic', 'adventure', 'comedy', 'mystery', 'space', 'slice of life', 'rivals'],
  banners: ['home', 'daily', 'free', 'genre', 'ranking']
    .map((page) => ({
      key: `banner-${page}`,
      page,
      image: `art/banner/${page}.png`,
      url: page === 'home' ? '/daily-product' : `/comic/${comics[['daily', 'free', 'genre', 'ranking'].indexOf(page) + 1].key}`,
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2035-12-31T23:59:59Z',
    }))
    .concat([
      {
        key: 'banner-old-sale',
        page: 'home',
        image: 'art/banner/home.png',
        url: '/purchase-coin',
        startDate: '2024-01-01T00:00:00Z',
        endDate: '2024-02-01T00:00:00Z',
      },
    ]),
  slides: [
    {
      key: 'slide-welcome',
      image: 'art/slide/slide-welcome.png',
      url: 'welcome',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2035-12-31T23:59:59Z',
      ckEditorData:
        '<h2>Welcome to Koma</h2><p>New comics every day of the week. Start with <a href="/comic/lantern-street-ghosts">Lantern Street Ghosts</a> — the first three episodes are free.</p>',
      translations: {
        mn: {
          ckEditorData:
            '<h2>Кома-д тавтай морил</h2><p>Долоо хоногийн өдөр бүр шинэ комикс. <a href="/comic/lantern-street-ghosts">Дэнлүүт гудамжны сүнснүүд</a>-ээс эхлээрэй — эхний гурван анги үнэгүй.</p>',
        },
      },
    },
    {
      key: 'slide-ninth-scroll',
      image: 'art/slide/slide-ninth-scroll.png',
      url: 'ninth-scroll',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2035-12-31T23:59:59Z',
      ckEditorData:
        '<h2>The Ninth Scroll: season finale</h2><p>The apprentice finally reads her own name. <strong>Episode 21</strong> is out now.</p><p style="text-align:center"><img src="https://koma.example/static/scroll.png" alt="scroll"></p>',
      translations: {
        mn: {
          ckEditorData:
            '<h2>Ес дэх хуйлмал бичиг: улирлын төгсгөл</h2><p>Шавь охин эцэст нь өөрийн нэрийг уншлаа. <strong>21-р анги</strong> одоо гарлаа.</p><p style="text-align:center"><img src="https://koma.example/static/scroll.png" alt="хуйлмал бичиг"></p>',
        },
      },
    },
    {
      key: 'slide-vip',
      image: 'art/slide/slide-vip.png',
      url: 'vip',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2035-12-31T23:59:59Z',
      ckEditorData:
        '<h2>Go VIP</h2><p>Read every subscription episode. Plans from one to twelve months — see <a href="/vip-subscription">VIP</a>.</p>',
      translations: {
        mn: {
          ckEditorData:
            '<h2>VIP болоорой</h2><p>Захиалгат бүх ангийг уншаарай. Нэгээс арван хоёр сарын багцууд — <a href="/vip-subscription">VIP</a> хэсгийг үзээрэй.</p>',
        },
      },
    },
  ],
  comics: [],
  episodes: [],
  coinPacks: [
    {
      key: 'pack-usd-10',
      name: 'Starter',
      coin: 10,
      bonusCoin: 0,
      point: 0,
      regularPrice: 0.99,
      salePrice: 0.99,
      currency: 'usd',
      status: 'active',
      translations: { mn: { name: 'Эхлэл' } },
    },
    {
      key: 'pack-usd-55',
      name: 'Reader',
      coin: 50,
      bonusCoin: 5,
      point: 10,
      regularPrice: 5.49,
      salePrice: 4.99,
      currency: 'usd',
      status: 'active',
      translations: { mn: { name: 'Уншигч' } },
    },
    {
      key: 'pack-usd-120',
      name: 'Binge',
      coin: 100,
      bonusCoin: 20,
      point: 50,
      regularPrice: 12.99,
      salePrice: 9.99,
      currency: 'usd',
      status: 'active',
      translations: { mn: { name: 'Их уншигч' } },
    },
    {
      key: 'pack-mnt-10',
      name: 'Starter',
      translations: { mn: { name: 'Эхлэл' } },
      coin: 10,
      bonusCoin: 0,
      point: 0,
      regularPrice: 3500,
      salePrice: 3500,
      currency: 'mnt',
      status: 'active',
    },
    {
      key: 'pack-mnt-55',
      name: 'Reader',
      translations: { mn: { name: 'Уншигч' } },
      coin: 50,
      bonusCoin: 5,
      point: 10,
      regularPrice: 19000,
      salePrice: 17000,
      currency: 'mnt',
      status: 'active',
    },
    {
      key: 'pack-mnt-120',
      name: 'Binge',
      translations: { mn: { name: 'Их уншигч' } },
      coin: 100,
      bonusCoin: 20,
      point: 50,
      regularPrice: 45000,
      salePrice: 34000,
      currency: 'mnt',
      status: 'active',
    },
    {
      key: 'pack-usd-legacy',
      name: 'Launch pack',
      translations: { mn: { name: 'Нээлтийн багц' } },
      coin: 30,
      bonusCoin: 30,
      point: 0,
      regularPrice: 2.99,
      salePrice: 1.99,
      currency: 'usd',
      status: 'inactive',
    },
  ],
  plans: [
    {
      key: 'plan-1m',
      name: 'VIP 1 month',
      translations: { mn: { name: 'VIP 1 сар' } },
      duration: 1,
      basePrice: 4.99,
      price: 4.99,
      discountType: 'percent',
      discountValue: 0,
      status: 'active',
    },
    {
      key: 'plan-3m',
      name: 'VIP 3 months',
      translations: { mn: { name: 'VIP 3 сар' } },
      duration: 3,
      basePrice: 14.97,
      price: 13.49,
      discountType: 'percent',
      discountValue: 10,
      status: 'active',
    },
    {
      key: 'plan-12m',
      name: 'VIP 12 months',
      translations: { mn: { name: 'VIP 12 сар' } },
      duration: 12,
      basePrice: 59.88,
      price: 47.88,
      discountType: 'amount',
      discountValue: 12,
      status: 'active',
    },
    {
      key: 'plan-6m-old',
      name: 'VIP 6 months (retired)',
      translations: { mn: { name: 'VIP 6 сар (хуучин)' } },
      duration: 6,
      basePrice: 29.94,
      price: 24.99,
      discountType: 'amount',
      discountValue: 4.95,
      status: 'inactive',
    },
  ],
  promos: [
    {
      key: 'promo-welcome10',
      name: 'WELCOME10',
      discountType: 'percentage',
      amount: 10,
      validFrom: '2024-01-01T00:00:00Z',
      validTo: '2035-12-31T23:59:59Z',
      perUserLimit: 1,
    },
    {
      key: 'promo-koma1',
      name: 'KOMA1',
      discountType: 'fixed',
      amount: 1,
      currency: 'usd',
      validFrom: '2024-01-01T00:00:00Z',
      validTo: '2035-12-31T23:59:59Z',
      maxRedemptions: 1000,
    },
    {
      key: 'promo-tugrik2000',
      name: 'TUGRIK2000',
      discountType: 'fixed',
      amount: 2000,
      currency: 'mnt',
      validFrom: '2024-01-01T00:00:00Z',
      validTo: '2035-12-31T23:59:59Z',
      maxRedemptions: 1000,
    },
    {
      key: 'promo-spring24',
      name: 'SPRING24',
      discountType: 'percentage',
      amount: 25,
      validFrom: '2024-03-01T00:00:00Z',
      validTo: '2024-05-31T23:59:59Z',
    },
    {
      key: 'promo-future',
      name: 'NEWYEAR2035',
      discountType: 'percentage',
      amount: 35,
      validFrom: '2035-01-01T00:00:00Z',
      validTo: '2035-01-31T23:59:59Z',
    },
  ],
  gifts: [
    {
      key: 'gift-rental-lantern',
      type: 'rental',
      title: 'Free rental: Lantern Street Ghosts ep. 4',
      image: 'art/gift/rental.png',
      value: 1,
      detail: 'Opens episode 4 of Lantern Street Ghosts for free.',
      expiryDate: '2035-12-31T00:00:00Z',
      episode: 'lantern-street-ghosts-ep-4',
      translations: {
        mn: {
          title: 'Үнэгүй түрээс: Дэнлүүт гудамжны сүнснүүд, 4-р анги',
          detail: 'Дэнлүүт гудамжны сүнснүүдийн 4-р ангийг үнэгүй нээнэ.',
        },
      },
    },
    {
      key: 'gift-rental-steppe',
      type: 'rental',
      title: 'Free rental: Steppe Riders ep. 5',
      image: 'art/gift/rental.png',
      value: 1,
      detail: 'Opens episode 5 of Steppe Riders for free.',
      expiryDate: '2035-12-31T00:00:00Z',
      episode: 'steppe-riders-ep-5',
      translations: { mn: { title: 'Үнэгүй түрээс: Талын морьтонгууд, 5-р анги', detail: 'Талын морьтонгуудын 5-р ангийг үнэгүй нээнэ.' } },
    },
    {
      key: 'gift-coin-welcome',
      type: 'coin',
      title: 'Welcome coins',
      image: 'art/gift/coin.png',
      value: 5,
      detail: 'Five bonus coins to start reading.',
      expiryDate: '2035-12-31T00:00:00Z',
      translations: { mn: { title: 'Угтах зоос', detail: 'Уншиж эхлэхэд тань таван бонус зоос.' } },
    },
    {
      key: 'gift-point-weekend',
      type: 'point',
      title: 'Weekend points',
      image: 'art/gift/point.png',
      value: 50,
      detail: 'Fifty points, valid for 30 days after you claim them.',
      expiryDate: '2035-12-31T00:00:00Z',
      translations: { mn: { title: 'Амралтын өдрийн оноо', detail: 'Тавин оноо, авснаас хойш 30 хоног хүчинтэй.' } },
    },
    {
      key: 'gift-coin-expired',
      type: 'coin',
      title: 'Launch week coins',
      image: 'art/gift/coin.png',
      value: 10,
      detail: 'Expired launch gift.',
      expiryDate: '2024-01-31T00:00:00Z',
      translations: { mn: { title: 'Нээлтийн долоо хоногийн зоос', detail: 'Хугацаа нь дууссан нээлтийн бэлэг.' } },
    },
  ],
  notifications: [
    {
      key: 'note-welcome',
      title: 'Welcome to Koma',
      message: 'Your first three episodes of every series are free. Happy reading!',
      schedule: '2025-01-01T09:00:00Z',
      translations: { mn: { title: 'Кома-д тавтай морил', message: 'Цуврал бүрийн эхний гурван анги үнэгүй. Сайхан уншаарай!' } },
    },
    {
      key: 'note-ninth-finale',
      title: 'The Ninth Scroll finale is out',
      message: 'Episode 21 of The Ninth Scroll is live now.',
      schedule: '2025-05-31T09:00:00Z',
      translations: { mn: { title: 'Ес дэх хуйлмал бичгийн төгсгөл гарлаа', message: 'Ес дэх хуйлмал бичгийн 21-р анги одоо гарлаа.' } },
    },
    {
      key: 'note-vip',
      title: 'VIP 12 months: save 12 dollars',
      message: 'Read every subscription episode for a whole year.',
      schedule: '2025-06-01T09:00:00Z',
      translations: { mn: { title: 'VIP 12 сар: 12 доллар хэмнээрэй', message: 'Захиалгат бүх ангийг бүтэн жил уншаарай.' } },
    },
    {
      key: 'note-gifts',
      title: 'New gifts in your Gift Box',
      message: 'A free rental pass and weekend points are waiting for you.',
      schedule: '2025-07-01T09:00:00Z',
      translations: {
        mn: { title: 'Бэлгийн хайрцагт шинэ бэлэг', message: 'Үнэгүй түрээсийн эрх болон амралтын өдрийн оноо таныг хүлээж байна.' },
      },
    },
    {
      key: 'note-future',
      title: 'Winter festival',
      message: 'Coming soon.',
      schedule: '2035-12-01T09:00:00Z',
      translations: { mn: { title: 'Өвлийн наадам', message: 'Удахгүй.' } },
    },
  ],
};

for (const c of comics) {
  const free = 3;
  const price = c.money === 'subscription' ? 0 : 3;
  out.comics.push({
    key: c.key,
    title: c.title,
    genre: c.genre,
    thumbnail: `art/thumb/${c.key}.png`,
    coverImage: `art/cover/${c.key}.png`,
    description: c.description,
    tags: c.tags,
    writer: c.writer,
    artist: c.artist,
    creator: c.team ?? 'Koma Studio',
    feature: [`New episode every ${c.days.map((d) => d[0] + d.slice(1).toLowerCase()).join(' and ')}`, `First ${free} episodes free`],
    ...(c.team ? { teamAssignment: c.team } : {}),
    freeEpisodeCount: free,
    episodePrice: price,
    status: 'publish',
    isSchedule: false,
    releaseDate: c.start,
    updateDays: c.days,
    translations: {
      mn: {
        title: c.mn.title,
        description: c.mn.description,
        genre: GENRES_MN[c.genre],
        tags: c.tags.map((t) => TAGS_MN[t]),
        feature: [`Шинэ анги ${c.days.map((d) => DAYS_MN[d]).join(', ')} гараг бүр`, `Эхний ${free} анги үнэгүй`],
      },
    },
  });
  for (let n = 1; n <= c.episodes; n++) {
    const monetization = n <= free ? 'free' : c.money === 'mixed' ? (n % 2 ? 'coin' : 'subscription') : c.money;
    const p = (k) => `art/page/${c.key}-${((n + k - 1) % 3) + 1}.png`;
    out.episodes.push({
      key: `${c.key}-ep-${n}`,
      comic: c.key,
      title: episodeTitles[(n - 1) % episodeTitles.length],
      episodeNumber: n,
      coverImage: `art/ep/${c.key}-${((n - 1) % 2) + 1}.png`,
      description: `${c.title}, episode ${n}.`,
      translations: { mn: { title: episodeTitlesMn[(n - 1) % episodeTitlesMn.length], description: `${c.mn.title}, ${n}-р анги.` } },
      monetization,
      coinPrice: monetization === 'coin' ? 3 : 0,
      releaseDate: at(c.start, 7 * (n - 1)),
      status: 'publish',
      content: [0, 1, 2].map((k) => ({ image: p(k), sequence: k + 1 })),
    });
  }
  // One upcoming episode per comic: listed only once its release date has passed.
  out.episodes.push({
    key: `${c.key}-ep-${c.episodes + 1}`,
    comic: c.key,
    title: 'Coming soon',
    episodeNumber: c.episodes + 1,
    translations: { mn: { title: 'Удахгүй', description: 'Ирэх долоо хоногт.' } },
    coverImage: `art/ep/${c.key}-1.png`,
    description: 'Next week.',
    monetization: c.money === 'subscription' ? 'subscription' : 'coin',
    coinPrice: c.money === 'subscription' ? 0 : 3,
    releaseDate: '2035-01-01T09:00:00Z',
    status: 'publish',
    content: [{ image: `art/page/${c.key}-1.png`, sequence: 1 }],
  });
}
// Content that must stay hidden: a draft comic and a scheduled one.
for (const [key, title, titleMn, extra] of [
  ['untitled-pilot', 'Untitled Pilot', 'Нэргүй туршилт', { status: 'draft', isSchedule: false }],
  ['moon-market', 'Moon Market', 'Сарны зах', { status: 'publish', isSchedule: true }],
]) {
  out.comics.push({
    key,
    title,
    genre: 'Fantasy',
    thumbnail: 'art/thumb/the-ninth-scroll.png',
    coverImage: 'art/cover/the-ninth-scroll.png',
    description: 'Not released yet.',
    tags: ['magic'],
    writer: 'Khulan Bat',
    artist: 'Odko Dash',
    creator: 'Koma Studio',
    feature: [],
    freeEpisodeCount: 1,
    episodePrice: 3,
    releaseDate: '2035-01-01T09:00:00Z',
    ...extra,
    translations: { mn: { title: titleMn, description: 'Хараахан гараагүй.', genre: GENRES_MN.Fantasy, tags: [TAGS_MN.magic] } },
  });
  out.episodes.push({
    key: `${key}-ep-1`,
    comic: key,
    title: 'Pilot',
    episodeNumber: 1,
    coverImage: 'art/ep/the-ninth-scroll-1.png',
    description: 'Pilot.',
    translations: { mn: { title: 'Туршилт', description: 'Туршилт.' } },
    monetization: 'free',
    coinPrice: 0,
    releaseDate: '2025-01-01T09:00:00Z',
    status: 'publish',
    content: [{ image: 'art/page/the-ninth-scroll-1.png', sequence: 1 }],
  });
}

writeFileSync(path.join(here, 'catalog.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(`catalog.json: ${out.comics.length} comics, ${out.episodes.length} episodes`);

// The demo's reads (reads.json; not catalog content): per comic, all-time reads and the reads of
// the last 7 UTC days (today first). `demo load` dates them back from the day it runs, so the
// Ranking tabs All time, Week and Day each show a different order.
const reads = Object.fromEntries(comics.map((c) => [c.key, c.reads]));
for (const [key, r] of Object.entries(reads)) {
  if (r.days.length !== 7 || r.days.reduce((a, b) => a + b, 0) > r.total)
    throw new Error(`reads of ${key}: 7 days, no more than the total`);
}
writeFileSync(path.join(here, 'reads.json'), `${JSON.stringify(reads, null, 1)}\n`);
