import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ERROR_ENVELOPE, ERROR_MEANING, OK_ENVELOPE, type OperationObject } from './api-route.decorator.js';
import { openApiPath, registeredRoutes, type RegisteredRoute } from './registered-routes.js';

/** Where the document and its reading page are served (docs/product.md, The REST calls: under `/api`). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_DOCS_PATH = '/api/docs';
export const TOKEN_SCHEME = 'Token';

/** The contract's version: it changes when a documented call changes incompatibly. */
export const API_VERSION = '1';

const envelopes = {
  [OK_ENVELOPE]: {
    type: 'object',
    required: ['success'],
    additionalProperties: true,
    properties: {
      success: { type: 'boolean', enum: [true] },
      message: { type: 'string', description: "Human text, in the reader's language" },
    },
  },
  [ERROR_ENVELOPE]: {
    type: 'object',
    required: ['success', 'message', 'code'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      message: { type: 'string', description: 'Human text; never a stack trace' },
      code: { type: 'string', description: 'Stable machine code, e.g. `WALLET.INSUFFICIENT_COINS`', example: 'VALIDATION' },
      details: { description: 'Per-field problems for `VALIDATION`; `retryAfterSec` for `RATE_LIMITED`' },
    },
  },
};

/**
 * The OpenAPI 3 document of every REST route. Each controller describes its own request and
 * success answer (`@ApiKomaRoute`); what follows from the platform is added here for all routes
 * alike: path parameters, the Token header and 401/403 from the route's access declaration (the metadata the
 * access guard reads), 400 (the text guards apply everywhere), 415 for routes with a body, 503.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Koma REST API')
    .setVersion(API_VERSION)
    .setDescription(
      'The REST calls of Koma (docs/product.md, The REST calls). Every answer is JSON with `success`; a refusal carries `message` and `code`. ' +
        'GraphQL (`/graphql`) is described by its own schema.',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'Token',
        description: 'The session token from login-user (or the reset token for change-password)',
      },
      TOKEN_SCHEME,
    )
    .build();
  const doc = SwaggerModule.createDocument(app, config);
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ...envelopes } as NonNullable<typeof doc.components>['schemas'],
  };
  for (const route of registeredRoutes(app)) {
    const op = operationOf(doc, route);
    if (op) {
      op.tags = [tagOf(route)];
      addPlatformParts(op, route);
    }
  }
  return doc;
}

/** The operation documented for a route (`/api/x/:id` and its method), if any. */
export function operationOf(doc: OpenAPIObject, route: { method: string; path: string }): OperationObject | undefined {
  return (doc.paths[openApiPath(route.path)] as Record<string, OperationObject> | undefined)?.[route.method.toLowerCase()];
}

/**
 * The operation's tag: its bounded context (`WalletModule` → `Wallet`), not @nestjs/swagger's
 * one tag per controller. Swagger UI 5.33 mounts only the entries in view once its operations
 * list holds 150 or more tags and operations together; a tag per controller (74 tags, 77
 * operations) crossed that, and the reading page showed its first few groups only. By context
 * (9 tags) the list stays well under it; test/browser/api-docs.spec.ts fails if any group or
 * operation of the document is missing from the page.
 */
function tagOf(route: RegisteredRoute): string {
  return route.module.replace(/Module$/, '');
}

function addPlatformParts(op: OperationObject, route: RegisteredRoute): void {
  const refusals: number[] = [400, 503];
  const access = route.access;
  if (!access) refusals.push(403);
  else if (access.kind === 'staff' || access.kind === 'user') {
    const optional = access.kind === 'user' && access.optional === true;
    op.security = optional ? [{}, { [TOKEN_SCHEME]: [] }] : [{ [TOKEN_SCHEME]: [] }];
    if (!optional) refusals.push(401);
    if (access.kind === 'staff' || (!optional && access.ownerFields.length > 0)) refusals.push(403);
  }
  if (route.method !== 'GET') refusals.push(415);
  // Path parameters a handler reads from the session rather than by @Param are still in the path.
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    op.parameters ??= [];
    if (!op.parameters.some((p) => 'in' in p && p.in === 'path' && p.name === name))
      op.parameters.push({ name: name!, in: 'path', required: true, schema: { type: 'string' } });
  }
  const responses = op.responses ?? {};
  for (const status of refusals) {
    responses[String(status)] ??= {
      description: ERROR_MEANING[status]!,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
    };
  }
  op.responses = responses;
}

/** Serves the document at /api/openapi.json and its reading page at /api/docs. Call before app.init(). */
export function serveOpenApi(app: INestApplication): void {
  let doc: OpenAPIObject | undefined;
  SwaggerModule.setup(OPENAPI_DOCS_PATH.slice(1), app, () => (doc ??= buildOpenApiDocument(app)), {
    jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: 'Koma REST API',
  });
}
