import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

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
  @Field(() => String, { nullable: true, description: 'Forgot flow: the user id to send with changePassword' }) userId!: string | null;
}

@ObjectType('VerifyEmailPayload')
export class VerifyEmailPayload {
  @Field() message!: string;
  @Field(() => String, { nullable: true }) userId!: string | null;
  @Field(() => String, { nullable: true, description: 'Forgot flow: single-use reset token, good only for resetPassword' }) resetToken!: string | null;
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
