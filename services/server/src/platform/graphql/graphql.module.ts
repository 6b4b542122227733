import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyInstance } from 'fastify';
import { YogaDriver, type YogaDriverConfig } from '@graphql-yoga/nestjs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { maskGraphqlError } from './graphql-errors.js';
import { graphqlHttpRules } from './graphql-http-rules.js';
import { useNoIntrospection, useOperationLimits } from './graphql-limits.plugin.js';
import { SystemResolver } from './system.resolver.js';
import { PubSub } from './pubsub.js';
import { textInputPlugin } from './text-input.plugin.js';
import { SessionResolver } from '../auth/session-resolver.js';
import { StreamSlots } from './stream-slots.js';
import { streamActivityPlugin, streamSlotsHook } from './stream-slots.hook.js';
import { useOneMutationPerRequest } from './one-mutation.rule.js';

/**
 * Limits every operation must stay under. Depth, aliases, tokens and directives are checked on
 * the document; cost (field values, lists multiplied by their size: operation-cost.ts), time
 * and answer size per operation (graphql-limits.plugin.ts).
 */
export const GRAPHQL_PATH = '/graphql';

export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  maxCost: 20000,
  maxExecutionMs: 10_000,
  maxAnswerBytes: 2 * 1024 * 1024,
};

@Module({
  imports: [
    GraphQLModule.forRootAsync<YogaDriverConfig<'fastify'>>({
      driver: YogaDriver,
      inject: [CONFIG],
      useFactory: (config: Config) => ({
        path: GRAPHQL_PATH,
        autoSchemaFile: true,
        sortSchema: true,
        graphiql: false,
        landingPage: false,
        maskedErrors: { maskError: (error: unknown) => maskGraphqlError(error) },
        plugins: [
          EnvelopArmorPlugin({
            maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
            maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
            costLimit: { enabled: false },
            maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
            maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
            blockFieldSuggestion: { enabled: true },
          }),
          ...(config.GRAPHQL_INTROSPECTION ? [] : [useNoIntrospection()]),
          useOperationLimits(GRAPHQL_LIMITS),
          useOneMutationPerRequest(),
          textInputPlugin(),
          streamActivityPlugin(),
        ],
      }),
    }),
  ],
  providers: [SystemResolver, PubSub, StreamSlots],
  exports: [PubSub, StreamSlots],
})
export class KomaGraphqlModule implements OnModuleInit {
  constructor(
    private readonly http: HttpAdapterHost,
    private readonly slots: StreamSlots,
    private readonly modules: ModuleRef,
  ) {}

  onModuleInit(): void {
    // An application context without HTTP (the platform mounted in a spec) has no adapter to hook.
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.addHook('onRequest', graphqlHttpRules(GRAPHQL_PATH));
    // After the media-type check: a refused body never takes a stream slot.
    fastify.addHook(
      'onRequest',
      streamSlotsHook(GRAPHQL_PATH, this.slots, () => this.sessions()),
    );
  }

  /** The identity context's session lookup, when the app has one (a platform-only spec has none). */
  private sessions(): SessionResolver | undefined {
    try {
      return this.modules.get(SessionResolver, { strict: false });
    } catch {
      return undefined;
    }
  }
}
