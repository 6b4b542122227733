import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { pushEndpointAllowed } from './push-subscription.js';
import { VapidKeys } from './vapid-keys.js';

/**
 * What the push service said: `sent`; `gone` (404/410: the browser dropped the subscription, so
 * the reader's row is removed); `refused` (any other 4xx, or an endpoint no longer allowed: this
 * message is not tried again); `retry` (429, 5xx, no answer).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends one web push: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * header; the request itself goes out through fetch, without following redirects, so every
 * endpoint it reaches has passed the allow-list.
 */
@Injectable()
export class PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async send(target: PushTarget, payload: string): Promise<{ outcome: PushOutcome; status?: number }> {
    if (!pushEndpointAllowed(target.endpoint, this.config.WEB_PUSH_ALLOWED_ORIGINS)) return { outcome: 'refused' };
    const { publicKey, privateKey, subject } = await this.vapid.get();
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    let status: number;
    try {
      const res = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      return { outcome: 'retry' };
    }
    if (status >= 200 && status < 300) return { outcome: 'sent', status };
    if (status === 404 || status === 410) return { outcome: 'gone', status };
    if (status === 429 || status >= 500) return { outcome: 'retry', status };
    return { outcome: 'refused', status };
  }
}
