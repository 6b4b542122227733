// English texts of the steps that ask before they act (deactivation, VIP pause and cancel), the
// forgot-password code note and the empty Popular Tags (issue 27).
const safetyEn = {
  deactivate: {
    title: 'Deactivate your account?',
    body: 'This cannot be undone. Your account is closed and you are signed out on every device; its coins, passes, plan and library can no longer be used.',
    reason: 'Your reason: {{reason}}',
    confirm: 'Deactivate my account',
    done: 'Your account is deactivated. Thank you for reading with Koma.',
  },
  pause: {
    title: 'Pause your VIP membership?',
    body: 'While paused you cannot read VIP episodes. A pause lasts up to 30 days: it resumes by itself on {{date}} at the latest, or when you tap Resume. Your expiry date moves later by the time paused.',
    confirm: 'Pause',
  },
  cancel: {
    title: 'Cancel your VIP membership?',
    confirm: 'Cancel membership',
    keep: 'Keep membership',
  },
  forgotCodeNote:
    'A code is mailed only if {{email}} belongs to a Koma account. No mail after a few minutes? Check the address, or sign up.',
  noDataFound: 'No Data found',
};

export default safetyEn;
