// Mongolian texts of the reader-experience work (issue 20); the keys of experience.en.ts.
import type experienceEn from './experience.en.js';

const experienceMn: typeof experienceEn = {
  languageSaved: 'Хэл хадгалагдлаа: {{language}}',
  notificationsSaved: 'Мэдэгдлийн тохиргоо хадгалагдлаа',
  rental: {
    title: 'Үнэгүй түрээсийн эрх ашиглах уу?',
    episode: '{{comic}} · {{n}}-р анги · {{title}}',
    until: 'Энэ эрх уг ангийг {{date}} хүртэл үнэгүй нээнэ.',
    opens: 'Энэ эрх уг ангийг үнэгүй нээнэ.',
    note: 'Эрхийг анги нээх үед зарцуулна; өөр ангид шилжүүлэх боломжгүй.',
    use: 'Эрх ашиглах',
    cancel: 'Болих',
    failed: 'Энэ түрээсийн эрхийг ашиглах боломжгүй болсон',
    used: 'Түрээсийн эрх ашиглагдлаа: {{what}} {{date}} хүртэл нээлттэй',
    usedOpen: 'Түрээсийн эрх ашиглагдлаа: {{what}} нээлттэй',
  },
  history: {
    episode: '{{comic}} · {{n}}-р анги · {{title}}',
    episodes_one: '{{count}} анги',
    episodes_other: '{{count}} анги',
  },
};

export default experienceMn;
