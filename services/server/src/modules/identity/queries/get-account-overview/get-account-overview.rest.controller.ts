import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { QueryBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { userView } from '../../infra/user-row.js';
import { requestLanguage } from '../../infra/request-language.js';
import { GetAccountOverviewQuery } from './get-account-overview.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class GetAccountOverviewRestController {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({
    summary: "The reader's account, balance, plan and devices",
    ok: { user: 'object', plan: 'object', readCoimc: 'array', gift: 'array', comicNotification: 'array', loginDevices: 'array' },
  })
  @Get('get-user-data/:userId')
  async userData(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest) {
    // Catalog names (the plan's) in the reader's language: the account's setting, else the request's.
    const lang = (me.language ?? requestLanguage(req.headers)) === 'mongolian' ? 'mn' : 'en';
    const { user, devices, extras: wallet } = await this.queries.execute(new GetAccountOverviewQuery(me.userId, lang));
    return {
      success: true,
      user: {
        ...userView(user),
        coin: wallet.coin,
        bonusCoin: wallet.bonusCoin,
        point: wallet.point,
        unreadNotification: wallet.unreadNotification,
      },
      plan: wallet.plan,
      readCoimc: wallet.readCoimc,
      gift: wallet.gift,
      comicNotification: wallet.comicNotification,
      loginDevices: devices.map((d) => ({ _id: d._id, device: d.device, createdAt: d.createdAt })),
    };
  }
}
