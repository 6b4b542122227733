// The reader's own marks on the comments (MutesReportsAndLikes: the authors they muted, the authors of
// comments they reported), with those made on this visit shown before the saved ones are read again
// (a mute or a report invalidates them: comments-cache.ts). Asked again on each visit.
import { useMemo, useState } from 'react';
import { useGraphqlQuery } from '../../../lib/graphql.js';
import { MUTES_REPORTS_AND_LIKES } from '../api/comments.js';

export function useCommentMarks(signedIn: boolean) {
  const mine = useGraphqlQuery(MUTES_REPORTS_AND_LIKES, undefined, { enabled: signedIn, fresh: true });
  /** Mutes and unmutes made on this visit (author id → their name, or null once unmuted). */
  const [mutedNow, setMutedNow] = useState<Map<string, string | null>>(new Map());
  const [reportedNow, setReportedNow] = useState<Set<string>>(new Set());

  /** Everyone the reader has muted (saved, and on this visit), newest first: each listed with UnMute, their comments left out. */
  const muted = useMemo(() => {
    const all = new Map<string, string>();
    for (const [id, name] of mutedNow) if (name !== null) all.set(id, name);
    for (const m of mine.data?.mutesReportsAndLikes.muteData ?? []) if (!mutedNow.has(m.muteUserId)) all.set(m.muteUserId, m.user.fullName);
    return all;
  }, [mine.data, mutedNow]);
  const reportedAuthors = useMemo(
    () => new Set([...(mine.data?.mutesReportsAndLikes.reportData.map((r) => r.guiltyUser) ?? []), ...reportedNow]),
    [mine.data, reportedNow],
  );

  const markMuted = (authorId: string, name: string, value: boolean) => setMutedNow((m) => new Map(m).set(authorId, value ? name : null));
  const markReported = (authorId: string) => setReportedNow((s) => new Set(s).add(authorId));

  return { muted, reportedAuthors, markMuted, markReported };
}
