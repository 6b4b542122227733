import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, validationError } from '../errors/domain-error.js';

/** Validates a request body with zod; the first problem names its field, all are in `details`. */
export function parseBody<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) {
    const first = r.error.issues[0];
    const field = first?.path.join('.') || 'request';
    throw validationError(
      `${field}: ${first?.message ?? 'invalid'}`,
      r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return r.data;
}

/**
 * The text fields of a form sent as multipart (docs/product.md, The REST calls marks some calls multipart) or as JSON.
 * Multipart fields are invisible to the access guard, so the owner fields are checked here.
 */
export async function readFormFields(
  req: FastifyRequest,
  opts: { userId: string; ownerFields?: string[]; maxFields?: number },
): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown> = {};
  if (req.isMultipart()) {
    for await (const part of req.parts({ limits: { files: 0, fields: opts.maxFields ?? 20, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw validationError(`Unexpected file field ${part.fieldname}`);
      }
      fields[part.fieldname] = part.value;
    }
  } else if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) {
    fields = req.body as Record<string, unknown>;
  }
  for (const f of opts.ownerFields ?? ['userId']) {
    const v = fields[f];
    if (v !== undefined && v !== null && v !== '' && String(v).replace(/^"|"$/g, '') !== opts.userId) throw forbidden();
  }
  return fields;
}
