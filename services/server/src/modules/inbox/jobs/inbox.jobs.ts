/** The inbox's jobs (payloads carry ids; handlers re-read PostgreSQL, so a re-run is a no-op). */
declare module '../../../platform/jobs/job-catalog.js' {
  interface JobCatalog {
    /** A catalog notification's schedule time has come: push it to open pages, mail the readers who want it. */
    'inbox.deliver': { notificationId: string; schedule: string };
    /** An episode release time has come: look for episodes that became live or free. */
    'inbox.release-scan': { at: string };
    /** Write one announcement's notifications to every reader with the bell, in batches. */
    'inbox.fan-out': { announcementId: string };
    /** Push one announcement's notifications to the subscribed browsers of the readers who hold them. */
    'inbox.push': { announcementId: string };
  }
}

export const DELIVER_JOB = 'inbox.deliver' as const;
export const RELEASE_SCAN_JOB = 'inbox.release-scan' as const;
export const FAN_OUT_JOB = 'inbox.fan-out' as const;
export const PUSH_JOB = 'inbox.push' as const;

export const deliverJobId = (notificationId: string, schedule: Date) => `inbox.deliver:${notificationId}:${schedule.getTime()}`;
export const releaseScanJobId = (at: Date) => `inbox.release-scan:${at.getTime()}`;
export const fanOutJobId = (announcementId: string) => `inbox.fan-out:${announcementId}`;
export const pushJobId = (announcementId: string) => `inbox.push:${announcementId}`;
