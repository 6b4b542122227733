import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Public } from '../../platform/auth/access.decorators.js';
import { notFound } from '../../platform/errors/domain-error.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { OrdersService } from './orders.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's callback for an order. It carries no proof, so it only prompts the server to
 * ask the provider (reconcile); calling it for an unpaid order changes nothing.
 */
@Controller('api/payments')
export class PaymentsRestController {
  constructor(private readonly orders: OrdersService) {}

  @Public()
  @RateLimit({ bucket: 'payment-callback', points: 60, durationSec: 60, by: 'ip' })
  @Get('callback/:orderId')
  async callbackGet(@Param('orderId') orderId: string) { return this.callback(orderId); }

  @Public()
  @RateLimit({ bucket: 'payment-callback', points: 60, durationSec: 60, by: 'ip' })
  @Post('callback/:orderId')
  @HttpCode(200)
  async callbackPost(@Param('orderId') orderId: string) { return this.callback(orderId); }

  private async callback(orderId: string) {
    if (!UUID.test(orderId)) throw notFound('Order', 'PAYMENTS.ORDER_NOT_FOUND');
    const order = await this.orders.reconcile(orderId.toLowerCase());
    if (!order) throw notFound('Order', 'PAYMENTS.ORDER_NOT_FOUND');
    return { success: true, status: order.status };
  }
}
