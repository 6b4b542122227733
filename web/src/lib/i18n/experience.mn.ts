// Mongolian texts of the reader-experience work (issue 20); the keys of experience.en.ts.
import type experienceEn from './experience.en.js';

const experienceMn: typeof experienceEn = {
  languageSaved: 'Хэл хадгалагдлаа: {{language}}',
  notificationsSaved: 'Мэдэгдлийн тохиргоо хадгалагдлаа',
};

export default experienceMn;
