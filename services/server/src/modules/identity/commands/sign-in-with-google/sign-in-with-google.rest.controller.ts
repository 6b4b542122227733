import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { logger } from '../../../../platform/logging/logger.js';
import { IdentityRateLimits } from '../../infra/identity-rate-limits.js';
import { IDENTITY_RULES } from '../../domain/identity.rules.js';
import { authenticateWith } from '../../../../platform/auth/passport-authenticate.js';
import type { GoogleSignIn } from './google-sign-in.service.js';
import { GoogleStrategy, type GoogleCallback } from './google.strategy.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const COOKIE = 'koma_oauth';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** A readable device label for a browser session started with Google. */
function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, 150);
  return `Google sign-in${ua ? ` · ${ua}` : ''}`;
}

/**
 * `/api/auth/google` and its callback (docs/product.md, The REST calls); the callback is authenticated by the Google
 * passport strategy and ends on `/{userId}/{code}` (a single-use sign-in code, 2 minutes, that the
 * client exchanges at `POST /api/auth/exchange-sign-in-code`; never a session token), or on
 * `/login?error=<reason>`.
 */
@Controller('api/auth/google')
export class SignInWithGoogleRestController {
  constructor(
    private readonly google: GoogleStrategy,
    private readonly limits: IdentityRateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private cookie(value: string, maxAge: number): string {
    const secure = this.config.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
    return `${COOKIE}=${value}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  }

  @Public()
  @ApiKomaRoute({
    summary: 'Start Google sign-in',
    answers: [{ status: 302, description: "To Google's consent page" }],
    errors: [404, 429],
  })
  @Get()
  async start(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    await this.limits.hit('googlePerIp', req.ip);
    const { url, browser } = await this.google.start();
    return reply
      .header('set-cookie', this.cookie(browser, IDENTITY_RULES.oauthStateTtlSec))
      .header('cache-control', 'no-store')
      .redirect(url, 302);
  }

  @Public()
  @ApiKomaRoute({
    summary: 'Google sign-in callback',
    answers: [
      {
        status: 302,
        description:
          'To the web route /{userId}/{code} (a single-use sign-in code for POST /api/auth/exchange-sign-in-code), or /login?error=<reason>',
      },
    ],
  })
  @Get('callback')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const base = this.config.PUBLIC_URL;
    reply.header('set-cookie', this.cookie('', 0)).header('cache-control', 'no-store');
    let reason: string;
    try {
      await this.limits.hit('googlePerIp', req.ip);
      const outcome = await authenticateWith<GoogleSignIn, GoogleCallback>([this.google], {
        headers: req.headers,
        query,
        browserCookie: cookieValue(req.headers.cookie, COOKIE),
        device: deviceLabel(req.headers['user-agent']),
      });
      if (outcome.user) {
        const { userId, code } = outcome.user;
        return reply.redirect(`${base}/${encodeURIComponent(userId)}/${encodeURIComponent(code)}`, 302);
      }
      reason = String(outcome.misses[0]);
    } catch (e) {
      reason = (e as { code?: string }).code === 'RATE_LIMITED' ? 'rate_limited' : 'google_failed';
      if (reason === 'google_failed') logger.warn({ err: e }, 'google sign-in failed');
    }
    return reply.redirect(`${base}/login?error=${encodeURIComponent(reason)}`, 302);
  }
}
