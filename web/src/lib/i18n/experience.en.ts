// English texts of the reader-experience work (issue 20): save confirmations, rental passes,
// history lines, the coin page's currencies and ranking numbers (merged into en.ts as `rx`).
const experienceEn = {
  languageSaved: 'Language saved: {{language}}',
  notificationsSaved: 'Notification settings saved',
  rental: {
    title: 'Use a Free Rental Pass?',
    episode: '{{comic}} · Episode {{n}} · {{title}}',
    until: 'The pass opens this episode for free until {{date}}.',
    opens: 'The pass opens this episode for free.',
    note: 'A pass is spent on its episode when you open it; it cannot be moved to another episode.',
    use: 'Use pass',
    cancel: 'Cancel',
    failed: 'This rental pass can no longer be used',
    used: 'Rental pass used: {{what}} is open until {{date}}',
    usedOpen: 'Rental pass used: {{what}} is open',
  },
  history: {
    episode: '{{comic}} · Episode {{n}} · {{title}}',
    episodes_one: '{{count}} episode',
    episodes_other: '{{count}} episodes',
  },
};

export default experienceEn;
