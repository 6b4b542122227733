import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { CheckPaymentCommand } from './check-payment.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

/** The provider's callback for an order (GET or POST, as providers differ). */
@Controller('api/payments')
export class CheckPaymentRestController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @RateLimit({ bucket: 'payment-callback', points: 60, durationSec: 60, by: 'ip' })
  @ApiKomaRoute({
    summary: "The payment provider's callback: checks the order with the provider",
    ok: { status: 'string' },
    errors: [404, 429],
  })
  @Get('callback/:orderId')
  async callbackGet(@Param('orderId') orderId: string) {
    return this.callback(orderId);
  }

  @Public()
  @RateLimit({ bucket: 'payment-callback', points: 60, durationSec: 60, by: 'ip' })
  @ApiKomaRoute({ summary: "The payment provider's callback (POST form)", ok: { status: 'string' }, errors: [404, 429] })
  @Post('callback/:orderId')
  @HttpCode(200)
  async callbackPost(@Param('orderId') orderId: string) {
    return this.callback(orderId);
  }

  private async callback(orderId: string) {
    const { status } = await this.commands.execute(new CheckPaymentCommand(orderId));
    return { success: true, status };
  }
}
