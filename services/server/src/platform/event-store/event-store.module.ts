import { Global, Module } from '@nestjs/common';
import { EventStore } from './event-store.js';
import { CommandExecutor } from './command-executor.js';

/** The event store and the command executor, available to every context. */
@Global()
@Module({ providers: [EventStore, CommandExecutor], exports: [EventStore, CommandExecutor] })
export class EventStoreModule {}
