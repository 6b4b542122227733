import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, type Access } from '../auth/access.decorators.js';

/** One REST route as Nest registered it: `path` in the router's form (`/api/x/:userId`). */
export interface RegisteredRoute {
  method: string;
  path: string;
  access?: Access;
  controller: Function;
  handler: string;
  /** The Nest module that declares the controller (`WalletModule`). */
  module: string;
}

/** Every REST route of the app, read from Nest's controllers (the access declared on each too). */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | undefined;
      if (!ctrl) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, ctrl) ?? '');
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(ctrl.prototype, name)?.value;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const sub = Reflect.getMetadata(PATH_METADATA, handler);
        if (sub === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
        const path = `/${[base, String(sub)]
          .map((s) => s.replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        const access = (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, ctrl)) as Access | undefined;
        seen.set(`${method} ${path}`, { method, path, access, controller: ctrl, handler: name, module: mod.metatype.name });
      }
    }
  }
  return [...seen.values()];
}

/** `/api/x/:userId` as OpenAPI writes it: `/api/x/{userId}`. */
export const openApiPath = (routerPath: string) => routerPath.replace(/:(\w+)/g, '{$1}');
