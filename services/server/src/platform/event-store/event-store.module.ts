import { Global, Module } from '@nestjs/common';
import { EventStore } from './event-store.js';
import { CommandExecutor } from './command-executor.js';
import { EventStreams } from './event-streams.js';

/** The event store and the one door every context's event streams are written through, available to every context. */
@Global()
@Module({ providers: [EventStore, CommandExecutor, EventStreams], exports: [EventStore, CommandExecutor, EventStreams] })
export class EventStoreModule {}
