// How the server's TypeScript sources are compiled without a build: SWC to native ESM, keeping the
// decorator metadata Nest's dependency injection reads. Jest (jest.config.js) and the OpenAPI
// generator's module hooks (ts-hooks.mjs) both use these options.
export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};
