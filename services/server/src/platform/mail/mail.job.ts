/** A mail to send: plain text always, HTML optionally. `from` is always MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The 'mail.send' job carries the whole message (it is the one job whose payload is the state). */
export type MailJob = MailMessage;

declare module '../jobs/job-catalog.js' {
  interface JobCatalog {
    'mail.send': MailJob;
  }
}

export const MAIL_JOB = 'mail.send' as const;
