import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { YogaDriver, type YogaDriverConfig } from '@graphql-yoga/nestjs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { maskGraphqlError } from './graphql-errors.js';
import { SystemResolver } from './system.resolver.js';
import { PubSub } from './pubsub.js';
import { textInputPlugin } from './text-input.plugin.js';

/** Limits every query must stay under (depth, aliases, cost, tokens). */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 20000, maxTokens: 2000, maxDirectives: 20 };

@Module({
  imports: [
    GraphQLModule.forRoot<YogaDriverConfig<'fastify'>>({
      driver: YogaDriver,
      path: '/graphql',
      autoSchemaFile: true,
      sortSchema: true,
      graphiql: false,
      landingPage: false,
      maskedErrors: { maskError: (error: unknown) => maskGraphqlError(error) },
      plugins: [
        EnvelopArmorPlugin({
          maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
          maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
          costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
          maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
          maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
          blockFieldSuggestion: { enabled: true },
        }),
        textInputPlugin(),
      ],
    }),
  ],
  providers: [SystemResolver, PubSub],
  exports: [PubSub],
})
export class KomaGraphqlModule {}
