/** What other contexts may use of payments: placing orders, and the port a seller registers with. */
export { PaymentsModule } from './payments.module.js';
export { OrdersService, type PlaceResult } from './orders.service.js';
export type { Order, OrderKind } from './orders.store.js';
export type { Fulfiller, PricedItem } from './payments.ports.js';
export { PriceChangedError } from './payments.errors.js';
export { PlaceOrderCommand } from './commands/place-order/place-order.command.js';
export { PlaceRenewalOrderCommand } from './commands/place-renewal-order/place-renewal-order.command.js';
export type { Invoice } from './providers/payment-provider.js';
