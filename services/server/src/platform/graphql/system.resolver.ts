import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../auth/access.decorators.js';
import { Clock } from '../clock/clock.js';

@ObjectType({ description: 'Facts about the running server' })
export class ServerInfo {
  @Field({ description: 'Server time, ISO-8601' }) time!: string;
  @Field() version!: string;
}

@Resolver()
export class SystemResolver {
  constructor(private readonly clock: Clock) {}

  @Public()
  @Query(() => ServerInfo, { description: 'Server time and version (the client aligns countdowns to it)' })
  serverInfo(): ServerInfo {
    return { time: this.clock.now().toISOString(), version: process.env.npm_package_version ?? '0.1.0' };
  }
}
