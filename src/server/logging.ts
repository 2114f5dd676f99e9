/** What services and jobs log through (Fastify's logger fits); they know nothing of Fastify. */
export type ServiceLogger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};
