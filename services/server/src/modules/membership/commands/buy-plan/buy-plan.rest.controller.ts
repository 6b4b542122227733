import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { GetUserPlanQuery } from '../../queries/get-user-plan/get-user-plan.query.js';
import { MEMBERSHIP_MESSAGES } from '../../membership.messages.js';
import { BuyPlanCommand } from './buy-plan.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

/** The client's startDate/endDate are accepted and ignored: the server dates the plan. */
const Input = z.object({
  userId: z.string().max(64).optional(),
  planId: z.string().min(1).max(64),
  price: z.coerce.number().finite().nonnegative().optional(),
  method: z.string().max(40).default('paytm'),
  isPromo: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  promoId: z.string().max(64).nullish(),
  startDate: z.string().max(64).optional(),
  endDate: z.string().max(64).optional(),
});

@Controller('api')
export class BuyPlanRestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Authenticated()
  @ApiKomaRoute({
    summary: 'Buy a subscription plan',
    body: Input,
    idempotent: true,
    ok: { userPlan: 'object', pending: 'boolean', order: 'object', invoice: 'object' },
    errors: [404, 409],
  })
  @Post('buy-plan')
  @HttpCode(200)
  async buyPlan(@CurrentUser() me: AuthUser, @Body() body: unknown) {
    const b = parseBody(Input, body);
    const promoId = b.isPromo === true || b.isPromo === 'true' ? (b.promoId ?? null) : null;
    const placed = await this.commands.execute(new BuyPlanCommand(me.userId, b.planId, b.method, b.price, promoId));
    if (placed.status === 'pending') {
      return {
        success: true,
        pending: true,
        message: MEMBERSHIP_MESSAGES.waitingForPayment,
        order: { _id: placed.order.id, amount: placed.order.amount, currency: placed.order.currency },
        invoice: placed.invoice,
      };
    }
    return {
      success: true,
      message: MEMBERSHIP_MESSAGES.planBought,
      userPlan: await this.queries.execute(new GetUserPlanQuery(me.userId)),
    };
  }
}
