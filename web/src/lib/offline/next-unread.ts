/** How many episodes "Download next 5 unread" takes. */
export const NEXT_COUNT = 5;

/** The next `count` episodes by number after the last one read (`lastReadNumber`; none read: from the first) that are not downloaded. */
export function nextUnread<E extends { episodeId: string; episodeNumber: number }>(
  readable: readonly E[],
  lastReadNumber: number | null,
  isDownloaded: (episodeId: string) => boolean,
  count = NEXT_COUNT,
): E[] {
  return [...readable]
    .sort((a, b) => a.episodeNumber - b.episodeNumber)
    .filter((e) => (lastReadNumber === null || e.episodeNumber > lastReadNumber) && !isDownloaded(e.episodeId))
    .slice(0, count);
}
