// spec §7 POST /register: the trade-account application (public; CSRF as every POST; rate-limited in
// http/rate-limit.ts). Errors are a map of field to message (422).
import type { StoreHttp } from '../../http/route-input.ts';
import { APPLICATION_SENT_MESSAGE, applicationSentResponseSchema, tradeApplicationBodySchema } from '../../../shared/schemas/applications.ts';
import type { ApplicationsService } from './applications.service.ts';

export function registerApplicationsRoutes(app: StoreHttp, deps: { applications: ApplicationsService }): void {
  app.post('/register', {
    schema: { body: tradeApplicationBodySchema },
    config: {
      access: 'public',
      docs: {
        summary: 'Applies for a trade account; staff approve or decline it, and the applicant is e-mailed',
        description: 'Errors are a map of field to message (422). A repeat within a day gets the same answer.',
        response: applicationSentResponseSchema,
        errors: { 429: 'Too many applications from this address or for this e-mail; Retry-After says when to try again' },
      },
    },
  }, async (request) => {
    const body = request.body;
    // The same answer for a repeat within a day: it says nothing about what is stored.
    await deps.applications.apply(body);
    return { success: true, message: APPLICATION_SENT_MESSAGE };
  });
}
