// One schema per route (issue #27 Part 1): a route names its path parameters, query and JSON body once, as
// zod schemas in its `schema` ({ params, querystring, body }), and that schema is what parses the request
// (Fastify's validation step, after the access and CSRF checks and the rate limits) and what the OpenAPI
// document shows. The handler reads the parsed values, typed from the same schema through this type
// provider: `request.body` is the schema's output, defaults and transforms applied.
import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { z } from 'zod';
import { fieldErrorMap } from '../../shared/schemas/field-messages.ts';
import { ValidationError } from '../errors.ts';
import { fieldErrorsFromZod } from './error-handler.ts';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The Fastify instance routes are registered on: its requests typed from their routes' zod schemas. */
export type StoreHttp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Parses each part with its zod schema; a failure is the store's 422 naming each bad field. A missing
 * body or query is read as empty, so a schema whose fields are all optional takes a bare POST.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data ?? {}, { error: fieldErrorMap });
  return result.success ? { value: result.data } : { error: new ValidationError(fieldErrorsFromZod(result.error)) };
};

/** The routes' instance: validation by zod, and the requests' types from the schemas. */
export function storeHttpOf(app: FastifyInstance): StoreHttp {
  app.setValidatorCompiler(zodValidatorCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

const documentedSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A body of two shapes told apart by what it holds (POST /api/cart: an update names its line by `key`):
 * parsed by the one schema `choose` picks, so its errors are that shape's, and documented as `documented`,
 * the union of both, by the OpenAPI document.
 */
export function chosenSchema<T extends z.ZodType>(documented: T, choose: (input: unknown) => z.ZodType): z.ZodType<z.output<T>, z.input<T>> {
  const parser = z.unknown().transform((input, context) => {
    const result = choose(input).safeParse(input, { error: fieldErrorMap });
    if (result.success) return result.data as z.output<T>;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
  return documentedAs(parser, documented) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/** `parser`, shown by the OpenAPI document as `documented` (what a client sends; the parser reads it its own way). */
export function documentedAs<P extends z.ZodType>(parser: P, documented: z.ZodType): P {
  documentedSchemas.set(parser, documented);
  return parser;
}

/** The schema the OpenAPI document shows for `schema`: itself, or the union a chosen schema stands for. */
export function documentedSchemaOf(schema: z.ZodType): z.ZodType {
  return documentedSchemas.get(schema) ?? schema;
}
