// English texts of the reader-experience work (issue 20): save confirmations, rental passes,
// history lines, the coin page's currencies and ranking numbers (merged into en.ts as `rx`).
const experienceEn = {
  languageSaved: 'Language saved: {{language}}',
  notificationsSaved: 'Notification settings saved',
};

export default experienceEn;
