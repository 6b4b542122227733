import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, Public, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { notFound, unauthorized } from '../../../platform/errors/domain-error.js';
import { TEXTS } from '../domain/identity.errors.js';
import {
  checkDeactivationReason, checkPasswordPair, loginInput, parseWith, profileInput, requireFields,
  signupMailInput, signupUserInput, updateSettingInput, verifyEmailChangeInput, verifyMailInput,
} from '../domain/identity.inputs.js';
import { IdentityRateLimits } from '../infra/identity-rate-limits.js';
import { userView, type UserRow } from '../infra/user-row.js';
import { AccountsService, type UserSettingView } from '../accounts.service.js';
import { EmailCodesService } from '../email-codes.service.js';
import { EmailChangeService } from '../email-change.service.js';
import { SessionsService, type LoginDevice } from '../sessions.service.js';
import {
  AuthPayload, EmailCodePayload, LoginDeviceType, MessagePayload, ProfileUpdateInput, SettingsInput,
  SignUpInput, UserSettingType, UserType, VerifyEmailPayload,
} from './identity.types.js';

const toUser = (u: UserRow): UserType => {
  const v = userView(u);
  return { id: v.id, fullName: v.fullName, email: v.email, photo: v.photo, dob: v.dob, gender: v.gender, createdAt: v.createdAt };
};
const toDevice = (d: LoginDevice): LoginDeviceType => ({ id: d._id, device: d.device, createdAt: d.createdAt });
const toSetting = (s: UserSettingView): UserSettingType => ({
  id: s.id, freeNotification: s.freeNotification, subscribeNotification: s.subscribeNotification,
  eventNotification: s.eventNotification, language: s.language,
});
const ipOf = (ctx: { req?: FastifyRequest }) => ctx.req?.ip ?? 'unknown';

/** GraphQL face of identity: thin over the same services and validators as REST. */
@Resolver()
export class IdentityResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly codes: EmailCodesService,
    private readonly limits: IdentityRateLimits,
    private readonly emailChanges: EmailChangeService,
  ) {}

  @Authenticated([])
  @Query(() => UserType, { description: 'The signed-in user' })
  async me(@CurrentUser() me: AuthUser): Promise<UserType> {
    return toUser(await this.accounts.requireUser(me.userId));
  }

  @Authenticated([])
  @Query(() => [LoginDeviceType], { description: 'Devices with a live session (at most 5)' })
  async myDevices(@CurrentUser() me: AuthUser): Promise<LoginDeviceType[]> {
    return (await this.sessions.devices(me.userId)).map(toDevice);
  }

  @Authenticated([])
  @Query(() => UserSettingType)
  async mySettings(@CurrentUser() me: AuthUser): Promise<UserSettingType> {
    return toSetting(await this.accounts.settings(me.userId));
  }

  @Public()
  @Mutation(() => EmailCodePayload, { description: 'Sends a 6-digit code (sign-up, or forgot password when forgot is true)' })
  async requestEmailCode(
    @Args('email') email: string,
    @Args('fullName', { nullable: true, type: () => String }) fullName: string | null,
    @Args('forgot', { nullable: true, type: () => Boolean }) forgot: boolean | null,
    @Context() ctx: { req?: FastifyRequest },
  ): Promise<EmailCodePayload> {
    const raw = requireFields({ email, fullName: fullName ?? undefined }, forgot ? ['email'] : ['email', 'fullName'], TEXTS.registerRequired);
    const input = parseWith(signupMailInput, raw);
    await this.limits.hit('codeRequestPerIp', ipOf(ctx));
    const out = await this.codes.request(input.email, forgot ? 'forgot' : 'signup', input.fullName);
    return { message: TEXTS.mailSent, userId: out.userId ?? null };
  }

  @Public()
  @Mutation(() => VerifyEmailPayload)
  async verifyEmailCode(@Args('email') email: string, @Args('code') code: string, @Context() ctx: { req?: FastifyRequest }): Promise<VerifyEmailPayload> {
    const input = parseWith(verifyMailInput, requireFields({ email, code }, ['email', 'code'], TEXTS.registerRequired));
    await this.limits.hit('codeVerifyPerIp', ipOf(ctx));
    const r = await this.codes.verify(input.email, input.code);
    return r.purpose === 'forgot'
      ? { message: TEXTS.mailVerified, userId: r.userId, resetToken: r.token }
      : { message: TEXTS.mailVerified, userId: null, resetToken: null };
  }

  @Public()
  @Mutation(() => UserType)
  async signUp(@Args('input') i: SignUpInput, @Context() ctx: { req?: FastifyRequest }): Promise<UserType> {
    const body = { email: i.email, fullName: i.fullName, password: i.password, confirm_password: i.confirmPassword };
    const input = parseWith(signupUserInput, requireFields(body, Object.keys(body), TEXTS.registerRequired));
    const password = checkPasswordPair(input.password, input.confirm_password, TEXTS.setPasswordMismatch);
    await this.limits.hit('signupPerIp', ipOf(ctx));
    return toUser(await this.accounts.signUp(input.email, input.fullName, password));
  }

  @Public()
  @Mutation(() => AuthPayload)
  async login(
    @Args('email') email: string, @Args('password') password: string, @Args('device') device: string,
    @Context() ctx: { req?: FastifyRequest },
  ): Promise<AuthPayload> {
    const input = parseWith(loginInput, requireFields({ email, password, device }, ['email', 'password'], TEXTS.required));
    await this.limits.hit('loginPerIp', ipOf(ctx));
    await this.limits.hit('loginPerIpEmail', `${ipOf(ctx)}|${input.email}`);
    await this.limits.hit('loginPerEmail', input.email);
    const r = await this.sessions.loginWithPassword(input.email, input.password, input.device?.trim() || 'Unknown device');
    return { token: r.token, user: toUser(r.user) };
  }

  @Public()
  @Mutation(() => MessagePayload, { description: 'Forgot flow: the reset token from verifyEmailCode sets a new password' })
  async resetPassword(
    @Args('resetToken') resetToken: string, @Args('password') password: string, @Args('confirmPassword') confirmPassword: string,
    @Context() ctx: { req?: FastifyRequest },
  ): Promise<MessagePayload> {
    await this.limits.hit('passwordChangePerIp', ipOf(ctx));
    const userId = await this.accounts.resetTokenUser(resetToken);
    if (!userId) throw unauthorized('This reset link has expired, please start again', 'IDENTITY.RESET_TOKEN_INVALID');
    const pw = checkPasswordPair(password, confirmPassword, TEXTS.setPasswordMismatch);
    await this.accounts.setPassword(userId, pw, resetToken);
    return { success: true, message: TEXTS.passwordChanged };
  }

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Ends this session' })
  async logout(@CurrentUser() me: AuthUser): Promise<MessagePayload> {
    await this.sessions.logout(me.userId, me.sessionId);
    return { success: true, message: 'Logout success' };
  }

  @Authenticated([])
  @Mutation(() => [LoginDeviceType], { description: 'Signs one of my devices out; answers the devices left' })
  async signOutDevice(@Args('deviceId', { type: () => ID }) deviceId: string, @CurrentUser() me: AuthUser): Promise<LoginDeviceType[]> {
    if (!(await this.sessions.signOutDevice(me.userId, String(deviceId).slice(0, 64)))) throw notFound('Device', 'IDENTITY.DEVICE_NOT_FOUND');
    return (await this.sessions.devices(me.userId)).map(toDevice);
  }

  @Authenticated([])
  @Mutation(() => UserSettingType)
  async updateSettings(@Args('input') i: SettingsInput, @CurrentUser() me: AuthUser): Promise<UserSettingType> {
    const { id: _id, userId: _u, ...patch } = parseWith(updateSettingInput, { ...i });
    return toSetting(await this.accounts.updateSettings(me.userId, undefined, patch));
  }

  @Authenticated([])
  @Mutation(() => UserType, {
    description: 'Profile fields; the photo is uploaded with REST update-user (multipart). A different email does not change at once: '
      + 'a 6-digit code is mailed to it (the answer\'s pendingEmail) and verifyEmailChange switches it',
  })
  async updateProfile(@Args('input') i: ProfileUpdateInput, @CurrentUser() me: AuthUser): Promise<UserType> {
    const input = parseWith(profileInput, requireFields({ ...i }, ['email', 'fullName', 'gender', 'dob'], TEXTS.required));
    return toUser((await this.accounts.updateProfile(me.userId, input)).user);
  }

  @Authenticated([])
  @Mutation(() => UserType, { description: 'Confirms an email change with the code mailed to the new address; the old address is told' })
  async verifyEmailChange(@Args('code') code: string, @CurrentUser() me: AuthUser, @Context() ctx: { req?: FastifyRequest }): Promise<UserType> {
    const input = parseWith(verifyEmailChangeInput, requireFields({ otp: code }, ['otp'], TEXTS.required));
    await this.limits.hit('codeVerifyPerIp', ipOf(ctx));
    return toUser(await this.emailChanges.confirm(me.userId, input.otp));
  }

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Mails a fresh code to the email waiting for confirmation' })
  async resendEmailChangeCode(@CurrentUser() me: AuthUser, @Context() ctx: { req?: FastifyRequest }): Promise<MessagePayload> {
    await this.limits.hit('codeRequestPerIp', ipOf(ctx));
    await this.emailChanges.resend(me.userId);
    return { success: true, message: TEXTS.mailSent };
  }

  @Authenticated([])
  @Mutation(() => MessagePayload, { description: 'Sets a new password and signs every device out' })
  async changePassword(@Args('password') password: string, @Args('confirmPassword') confirmPassword: string, @CurrentUser() me: AuthUser): Promise<MessagePayload> {
    const pw = checkPasswordPair(password, confirmPassword, TEXTS.accountPasswordMismatch);
    await this.accounts.setPassword(me.userId, pw);
    return { success: true, message: TEXTS.passwordChanged };
  }

  @Authenticated([])
  @Mutation(() => MessagePayload)
  async deactivateAccount(@Args('reason', { type: () => String, nullable: true }) reason: string | null, @CurrentUser() me: AuthUser): Promise<MessagePayload> {
    await this.accounts.deactivate(me.userId, checkDeactivationReason(reason));
    return { success: true, message: 'Your account has been deactivated' };
  }
}

/** User.pendingEmail: only ever the signed-in user's own waiting address. */
@Resolver(() => UserType)
export class UserPendingEmailResolver {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @ResolveField(() => String, { nullable: true, description: 'A new email waiting for its code (verifyEmailChange); only on your own user' })
  async pendingEmail(@Parent() user: UserType, @CurrentUser() me?: AuthUser): Promise<string | null> {
    if (!me || me.userId !== user.id) return null;
    return this.emailChanges.pendingEmail(user.id);
  }
}
