// English texts of the notifications, the bell and My Library (issue 16).
const inboxEn = {
  bell: {
    on: 'Subscribed: new episodes are notified',
    off: 'Notify me of new episodes',
    loginFirst: 'Please do login first !',
    turnedOn: 'Subscribed title notifications on',
    turnedOff: 'Subscribed title notifications off',
  },
  badge: 'Notifications, {{count}} unread',
  list: { label: 'Your notifications', unread: 'Unread', read: 'Read', scheduled: 'Sent {{date}}' },
  detail: { back: 'All notifications', openEpisode: 'Read episode {{n}}', openComic: 'Open the comic' },
  newEpisode: 'New episode: {{comic}}',
  newEpisodeMessage: 'Episode {{n}} is out now.',
  nowFree: 'Now free: {{comic}}',
  nowFreeMessage: 'Episode {{n}} is free to read now.',
  push: {
    label: 'Browser notifications',
    hint: 'New episodes and free episodes of the comics you subscribed to, shown by this browser.',
    on: 'On',
    off: 'Off',
    blocked: 'Notifications are blocked for this site in the browser settings.',
    turnedOn: 'Browser notifications on',
    turnedOff: 'Browser notifications off',
    failed: 'Could not change browser notifications',
  },
  library: {
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    select: 'Select {{title}}',
    completed: 'Completed',
    progress: '{{n}}%',
    continueAt: 'Continue episode {{n}}',
    latest: 'Latest: episode {{n}}',
    owned_one: '{{count}} episode unlocked',
    owned_other: '{{count}} episodes unlocked',
    rental: 'Rental pass: episode {{n}} until {{date}}',
    deleted: 'History deleted',
    more: 'Show more',
  },
};

export default inboxEn;
