import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { UserPlan as UserPlanView } from './membership.read-model.js';
import { PLAN_CHANGE_MESSAGE, type PlanChange } from './membership.messages.js';

@ObjectType({ description: 'A held plan: its payment failed; retried daily, cancelled when the last retry fails' })
export class PlanHold {
  @Field() since!: string;
  @Field(() => [String]) retryDates!: string[];
  @Field(() => Int) attemptsMade!: number;
}

@ObjectType({ description: "The reader's VIP plan (docs/product.md user plan) and where it is in its lifecycle" })
export class UserPlan {
  @Field(() => ID, { description: 'The order that paid the current period; the planId of pause-or-resume' }) id!: string;
  @Field({
    description: 'active, paused, pending_cancellation, on_hold, ended, or expired (billing date just passed, renewal not yet run)',
  })
  status!: string;
  @Field(() => ID) planId!: string;
  @Field() name!: string;
  @Field(() => Float) price!: number;
  @Field({ description: 'usd, or mnt for a plan paid through QPay' }) currency!: string;
  @Field(() => Int) months!: number;
  @Field() startDate!: string;
  @Field() endDate!: string;
  @Field() isPause!: boolean;
  @Field(() => String, { nullable: true }) pausedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'When a paused plan resumes by itself' }) autoResumeAt!: string | null;
  @Field(() => String, { nullable: true, description: 'When a plan set to cancel ends' }) cancelAt!: string | null;
  @Field(() => PlanHold, { nullable: true }) hold!: PlanHold | null;

  static of(p: UserPlanView): UserPlan {
    return {
      id: p._id,
      status: p.status,
      planId: p.planId._id,
      name: p.planId.name,
      price: p.price,
      currency: p.currency,
      months: p.months,
      startDate: p.startDate,
      endDate: p.endDate,
      isPause: p.isPause,
      pausedAt: p.pausedAt,
      autoResumeAt: p.autoResumeAt,
      cancelAt: p.cancelAt,
      hold: p.hold,
    };
  }
}

@ObjectType({ description: 'What a pause, resume or cancellation did' })
export class PlanChangeResult {
  @Field() success!: boolean;
  @Field() message!: string;
  @Field({ description: 'paused, resumed, cancellation_requested, cancellation_withdrawn or ended' }) change!: string;
  @Field(() => UserPlan) userPlan!: UserPlan;

  static of(r: { change: PlanChange; userPlan: UserPlanView }): PlanChangeResult {
    return { success: true, message: PLAN_CHANGE_MESSAGE[r.change], change: r.change, userPlan: UserPlan.of(r.userPlan) };
  }
}
