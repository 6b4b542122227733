import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { Authenticated, CurrentUser, type AuthUser } from '../../platform/auth/access.decorators.js';
import { requestContext } from '../../platform/context/request-context.js';
import { parseBody } from '../../platform/http/parse-body.js';
import { OrdersService } from '../payments/orders.service.js';
import { MembershipService } from './membership.service.js';

const BuyPlan = z.object({
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
export class MembershipRestController {
  constructor(private readonly membership: MembershipService, private readonly orders: OrdersService) {}

  /** The client's startDate/endDate are ignored: the server dates the plan (spec §9: start + months). */
  @Authenticated()
  @Post('buy-plan')
  @HttpCode(200)
  async buyPlan(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const b = parseBody(BuyPlan, body);
    const promo = b.isPromo === true || b.isPromo === 'true' ? b.promoId ?? null : null;
    const placed = await this.orders.place({
      userId: user.userId, kind: 'plan', itemId: b.planId, method: b.method, clientPrice: b.price, promoId: promo,
      idempotencyKey: requestContext.get()?.idempotencyKey,
    });
    if (placed.status === 'pending') {
      return { success: true, pending: true, message: 'Waiting for payment', order: { _id: placed.order.id, amount: placed.order.amount, currency: placed.order.currency }, invoice: placed.invoice };
    }
    return { success: true, message: 'subscription buy successfully!', userPlan: await this.membership.userPlan(user.userId) };
  }

  @Authenticated()
  @Get('get-user-plan-data/:userId')
  async userPlan(@Param('userId') userId: string) {
    return { success: true, userPlan: await this.membership.userPlan(userId) };
  }
}
