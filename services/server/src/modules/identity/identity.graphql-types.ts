import type { AuthUser } from '../../platform/auth/access.decorators.js';
import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import type { UserSettingView } from './accounts.service.js';
import { userView, type UserRow } from './infra/user-row.js';
import type { LoginDevice } from './sessions.service.js';

/** The GraphQL types of identity, and the mappings from its rows to them. */

@ObjectType('User', { description: 'A reader account (wallet figures come from the wallet context)' })
export class UserType {
  @Field(() => ID) id!: string;
  @Field() fullName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true, description: 'A path starting with uploads is served from the API host' }) photo!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dob!: string | null;
  @Field(() => String, { nullable: true, description: 'male, female or other' }) gender!: string | null;
  @Field() createdAt!: string;
}

@ObjectType('LoginDevice')
export class LoginDeviceType {
  @Field(() => ID) id!: string;
  @Field() device!: string;
  @Field() createdAt!: string;
  @Field({ description: 'The session this request was made with (signing it out signs the asker out)' }) current!: boolean;
}

@ObjectType('UserSetting')
export class UserSettingType {
  @Field(() => ID) id!: string;
  @Field() freeNotification!: boolean;
  @Field() subscribeNotification!: boolean;
  @Field() eventNotification!: boolean;
  @Field({ description: 'english or mongolian' }) language!: string;
}

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field() token!: string;
  @Field(() => UserType) user!: UserType;
}

@ObjectType('EmailCodePayload')
export class EmailCodePayload {
  @Field() message!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Forgot flow: an opaque id of the flow (not the account id), alike for every address',
  })
  userId!: string | null;
}

@ObjectType('VerifyEmailPayload')
export class VerifyEmailPayload {
  @Field() message!: string;
  @Field(() => String, { nullable: true, description: 'Forgot flow: the opaque id requestEmailCode answered' }) userId!: string | null;
  @Field(() => String, { nullable: true, description: 'Forgot flow: single-use reset token, good only for resetPassword' }) resetToken!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Sign-up: single-use token, good only for signUp of this address (30 minutes)' })
  signupToken!: string | null;
}

@ObjectType('MessagePayload')
export class MessagePayload {
  @Field() success!: boolean;
  @Field() message!: string;
}

@InputType()
export class SignUpInput {
  @Field() email!: string;
  @Field() fullName!: string;
  @Field() password!: string;
  @Field() confirmPassword!: string;
  @Field(() => String, { nullable: true, description: 'The signupToken verifyEmailCode answered (required: refused without it)' })
  signupToken?: string | null;
}

@ObjectType('SignInCodePayload')
export class SignInCodePayload {
  @Field(() => ID) userId!: string;
  @Field({ description: 'The new session token' }) token!: string;
}

@InputType()
export class ProfileUpdateInput {
  @Field() fullName!: string;
  @Field() email!: string;
  @Field() gender!: string;
  @Field() dob!: string;
}

@InputType()
export class SettingsInput {
  @Field({ nullable: true }) freeNotification?: boolean;
  @Field({ nullable: true }) subscribeNotification?: boolean;
  @Field({ nullable: true }) eventNotification?: boolean;
  @Field({ nullable: true }) language?: string;
}

export const toUser = (u: UserRow): UserType => {
  const v = userView(u);
  return { id: v.id, fullName: v.fullName, email: v.email, photo: v.photo, dob: v.dob, gender: v.gender, createdAt: v.createdAt };
};
export const toDevice =
  (me: Pick<AuthUser, 'sessionId'>) =>
  (d: LoginDevice): LoginDeviceType => ({ id: d._id, device: d.device, createdAt: d.createdAt, current: d._id === me.sessionId });
export const toSetting = (s: UserSettingView): UserSettingType => ({
  id: s.id,
  freeNotification: s.freeNotification,
  subscribeNotification: s.subscribeNotification,
  eventNotification: s.eventNotification,
  language: s.language,
});

/** The GraphQL request context; the client address keys the rate limits as on REST. */
export interface GraphqlContext {
  req?: FastifyRequest;
}
export const ipOf = (ctx: GraphqlContext) => ctx.req?.ip ?? 'unknown';
