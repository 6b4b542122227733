import { RouteConfig } from '@nestjs/platform-fastify';

/** The route config flag that lets a route take form bodies besides JSON. */
export const FORM_BODIES = 'komaFormBodies';

/**
 * The route takes multipart/form-data and application/x-www-form-urlencoded bodies besides
 * JSON: only the calls docs/product.md, The REST calls marks multipart (buy-coin-pack, update-user). Every other route
 * answers a body of another type with 415 (request-guards.ts).
 */
export const AcceptsForm = () => RouteConfig({ [FORM_BODIES]: true });
