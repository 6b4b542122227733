import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { catalogSchemaPath } from '../catalog.paths.js';

export interface CatalogProblem {
  pointer: string;
  message: string;
}

const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (ajv: Ajv) => Ajv;

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    compiled = ajv.compile(JSON.parse(readFileSync(catalogSchemaPath, 'utf8')));
  }
  return compiled;
}

function describe(e: ErrorObject): CatalogProblem {
  const p = e.params as Record<string, unknown>;
  let pointer = e.instancePath || '';
  let message = e.message ?? 'is invalid';
  if (e.keyword === 'required') {
    pointer = `${pointer}/${String(p.missingProperty)}`;
    message = 'is required';
  } else if (e.keyword === 'additionalProperties') {
    pointer = `${pointer}/${String(p.additionalProperty)}`;
    message = 'is not a known field';
  } else if (e.keyword === 'enum') message = `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return { pointer: pointer || '/', message };
}

/** Checks a parsed catalog against schema/catalog.schema.json; every problem, never only the first. */
export function validateCatalogSchema(doc: unknown): CatalogProblem[] {
  const v = validator();
  if (v(doc)) return [];
  const seen = new Set<string>();
  const out: CatalogProblem[] = [];
  for (const e of v.errors ?? []) {
    const d = describe(e);
    const k = `${d.pointer} ${d.message}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(d);
    }
  }
  return out;
}
