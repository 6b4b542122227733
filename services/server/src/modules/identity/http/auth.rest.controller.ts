import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG } from '../../../config/config.module.js';
import type { Config } from '../../../config/config.schema.js';
import { Authenticated, CurrentUser, OptionalUser, Public, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { tokenFromHeaders } from '../../../platform/auth/session-resolver.js';
import { forbidden, unauthorized } from '../../../platform/errors/domain-error.js';
import { TEXTS } from '../domain/identity.errors.js';
import {
  changePasswordInput, checkPasswordPair, isOtherUser, loginInput, logoutInput, parseWith, requireFields,
  signupMailInput, signupUserInput, verifyMailInput,
} from '../domain/identity.inputs.js';
import { IdentityRateLimits } from '../infra/identity-rate-limits.js';
import { EmailCodesService } from '../email-codes.service.js';
import { SessionsService } from '../sessions.service.js';
import { AccountsService } from '../accounts.service.js';

/** The authentication calls of spec §7 (sign-up, forgot, login, logout, password). */
@Controller('api')
export class AuthRestController {
  constructor(
    private readonly codes: EmailCodesService,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly limits: IdentityRateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Public()
  @Get('auth/providers')
  providers() {
    return { success: true, google: Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET) };
  }

  @Public()
  @Post('signup-mail')
  @HttpCode(200)
  async signupMail(@Body() body: unknown, @Req() req: FastifyRequest) {
    const forgot = (body as { type?: unknown } | null)?.type === 'forgot';
    const raw = requireFields(body, forgot ? ['email'] : ['email', 'fullName'], TEXTS.registerRequired);
    const input = parseWith(signupMailInput, raw);
    await this.limits.hit('codeRequestPerIp', req.ip);
    const purpose = forgot ? 'forgot' : 'signup';
    const out = await this.codes.request(input.email, purpose, input.fullName);
    return purpose === 'forgot'
      ? { success: true, message: TEXTS.mailSent, userId: out.userId }
      : { success: true, message: TEXTS.mailSent };
  }

  @Public()
  @Post('verify-mail')
  @HttpCode(200)
  async verifyMail(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = parseWith(verifyMailInput, requireFields(body, ['email', 'code'], TEXTS.registerRequired));
    await this.limits.hit('codeVerifyPerIp', req.ip);
    const r = await this.codes.verify(input.email, input.code);
    return r.purpose === 'forgot'
      ? { success: true, message: TEXTS.mailVerified, userId: r.userId, token: r.token }
      : { success: true, message: TEXTS.mailVerified };
  }

  @Public()
  @Post('signup-user')
  @HttpCode(200)
  async signupUser(@Body() body: unknown, @Req() req: FastifyRequest) {
    const raw = requireFields(body, ['password', 'confirm_password', 'email', 'fullName'], TEXTS.registerRequired);
    const input = parseWith(signupUserInput, raw);
    const password = checkPasswordPair(input.password, input.confirm_password, TEXTS.setPasswordMismatch);
    await this.limits.hit('signupPerIp', req.ip);
    const user = await this.accounts.signUp(input.email, input.fullName, password);
    return { success: true, message: TEXTS.signupDone, userId: user.id };
  }

  @Public()
  @Post('login-user')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest) {
    const input = parseWith(loginInput, requireFields(body, ['email', 'password'], TEXTS.required));
    await this.limits.hit('loginPerIp', req.ip);
    await this.limits.hit('loginPerIpEmail', `${req.ip}|${input.email}`);
    await this.limits.hit('loginPerEmail', input.email);
    const device = input.device?.trim() || 'Unknown device';
    const { token, user } = await this.sessions.loginWithPassword(input.email, input.password, device);
    return { success: true, message: TEXTS.loginDone, token, user: { _id: user.id, id: user.id, fullName: user.full_name, email: user.email } };
  }

  @Authenticated(['userId'])
  @Post('logout-user')
  @HttpCode(200)
  async logout(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = parseWith(logoutInput, body ?? {});
    await this.sessions.logout(user.userId, user.sessionId, input.device?.trim() || undefined);
    return { success: true, message: 'Logout success' };
  }

  /**
   * Two callers: the account page (a session token, with confirm_password) and the forgot flow
   * (the reset token answered by verify-mail). Either way the `userId` sent must be the token's
   * user, and every session of the user ends.
   */
  @OptionalUser()
  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Body() body: unknown, @Req() req: FastifyRequest, @CurrentUser() user?: AuthUser) {
    const token = tokenFromHeaders(req.headers);
    if (!token) throw unauthorized();
    await this.limits.hit('passwordChangePerIp', req.ip);
    const resetUser = user ? null : await this.accounts.resetTokenUser(token);
    const owner = user?.userId ?? resetUser;
    if (!owner) throw unauthorized('Your session has ended, please log in again');
    const input = parseWith(changePasswordInput, requireFields(body, ['password'], TEXTS.required));
    if (isOtherUser(input.userId, owner)) throw forbidden();
    const password = checkPasswordPair(input.password, input.confirm_password, user ? TEXTS.accountPasswordMismatch : TEXTS.setPasswordMismatch);
    await this.accounts.setPassword(owner, password, user ? undefined : token);
    return { success: true, message: TEXTS.passwordChanged };
  }
}
