// spec §7 resident calls (issue #10), the paths as the spec writes them, and the account's order times;
// every one signed-in only.
import type { StoreHttp } from '../../http/route-input.ts';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import {
  costReportQuerySchema,
  costReportResponseSchema,
  createResidentBodySchemaFor,
  deleteOrderTimeQuerySchema,
  orderTimeBodySchema,
  orderTimesOrderBodySchema,
  orderTimesResponseSchema,
  residentDetailResponseSchema,
  residentItemParamsSchema,
  residentMessageResponseSchema,
  residentResponseSchema,
  residentSettingsResponseSchema,
  residentSettingsSavedResponseSchema,
  residentsSavedResponseSchema,
  residentsQuerySchema,
  saveResidentItemsBodySchema,
  updateResidentBodySchemaFor,
  residentSettingsBodySchema,
  residentsResponseSchema,
  type CostReportResponse,
  type OrderTimesResponse,
  type ResidentJson,
  type ResidentResponse,
  type ResidentSettingsJson,
  type ResidentsResponse,
  type ResidentsSavedResponse,
} from '../../../shared/schemas/residents.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { FastifyRequest } from 'fastify';
import { ValidationError, type FieldErrors } from '../../errors.ts';
import type { RouteDocs } from '../../http/openapi/route-docs.ts';
import { buildCostReport, costReportCsv } from './cost-report.ts';
import type { OrderTimesService } from './order-times.service.ts';
import type { ResidentsService } from './residents.service.ts';
import type { TrackerAnswerCache } from './tracker-answer-cache.ts';

/**
 * A resident's body parses with the name optional (an account showing residents by room only sends none);
 * the account's own rule then asks for it where names are shown, its error first (spec §5: name, room,
 * location), which is why these routes take their schema's errors in the handler (attachValidation).
 */
const NAME_MAY_BE_LEFT_OUT = true;

function isBlankName(name: unknown): boolean {
  return name === undefined || name === null || (typeof name === 'string' && name.trim() === '');
}

export function registerResidentsRoutes(app: StoreHttp, deps: { residents: ResidentsService; orderTimes: OrderTimesService; answers: TrackerAnswerCache }): void {
  const { residents, orderTimes, answers } = deps;
  /** The parsed body, or the schema's errors with the account's name rule before them. */
  const withNameRule = async <B extends { name: string }>(request: FastifyRequest, body: B): Promise<B> => {
    const failed = request.validationError;
    const name = failed ? (request.body as { name?: unknown } | undefined)?.name : body.name;
    const errors: FieldErrors = isBlankName(name) && !(await orderTimes.namesHidden(request.signedInViewer)) ? { name: RESIDENT_MESSAGES.invalidName } : {};
    if (failed instanceof ValidationError) Object.assign(errors, failed.errors);
    else if (failed) throw failed;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return body;
  };
  const signedIn = (docs: RouteDocs) => ({ config: { access: 'customer' as const, docs } });
  // The account's own settings (order times, privacy) are a manager's to change (issue #11 roles).
  const managerOnly = (docs: RouteDocs) => ({ config: { access: 'customer' as const, role: 'manager' as const, docs } });

  app.get('/api/resident-orders', { schema: { querystring: residentsQuerySchema }, ...signedIn({
    summary: "The account's residents, each with its order times, product lines and planned cost",
    description: "keyword searches name, room and location (used above 1 character); location filters ('all', 'none' for residents without one, or one location). lines=none leaves each resident's lines out (line_count and the costs stay): open one with GET /api/resident-orders/{id}. While the account shows residents by room only (names_hidden), every name is ''.",
    response: residentsResponseSchema,
  }) }, async (request, reply) => {
    const query = request.query;
    const viewer = request.signedInViewer;
    const body = await answers.answer(viewer.account.id, `residents:${JSON.stringify(query)}`, async (): Promise<ResidentsResponse> => {
      const { residents: found, locations, namesHidden } = await residents.listResidents(viewer, query);
      return { data: found, locations, names_hidden: namesHidden };
    });
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/resident-orders/:id', { schema: { params: idParamsSchema }, ...signedIn({
    summary: 'One resident with its order times, product lines and planned cost',
    response: residentDetailResponseSchema,
  }) }, async (request, reply): Promise<{ data: ResidentJson }> => {
    const resident = await residents.getResident(request.signedInViewer, request.params.id);
    reply.header('cache-control', 'no-store');
    return { data: resident };
  });

  app.post('/api/resident-orders', { schema: { body: createResidentBodySchemaFor(NAME_MAY_BE_LEFT_OUT) }, attachValidation: true, ...signedIn({
    summary: 'Adds a resident',
    description: 'name is required, unless the account shows residents by room only (GET /api/resident-settings), when it may be left out. user_id is ignored: the resident belongs to the signed-in account.',
    response: residentResponseSchema,
    status: 201,
  }) }, async (request, reply) => {
    const body = await withNameRule(request, request.body);
    const created: ResidentResponse = { data: await residents.createResident(request.signedInViewer, body), message: RESIDENT_MESSAGES.added };
    return reply.code(201).send(created);
  });

  app.put('/api/resident-orders/:id', { schema: { params: idParamsSchema, body: updateResidentBodySchemaFor(NAME_MAY_BE_LEFT_OUT) }, attachValidation: true, ...signedIn({
    summary: "Changes a resident's name, room and location",
    description: 'room and location are required; name too, unless the account shows residents by room only (then the stored name is kept).',
    response: residentResponseSchema,
  }) }, async (request): Promise<ResidentResponse> => {
    const id = request.params.id;
    const body = await withNameRule(request, request.body);
    return { data: await residents.updateResident(request.signedInViewer, id, body), message: RESIDENT_MESSAGES.updated };
  });

  app.delete('/api/resident-orders/:id', { schema: { params: idParamsSchema }, ...signedIn({
    summary: 'Removes a resident with its product lines',
    response: residentMessageResponseSchema,
  }) }, async (request) => {
    await residents.deleteResident(request.signedInViewer, request.params.id);
    return { message: RESIDENT_MESSAGES.deleted };
  });

  app.put('/api/resident-items', { schema: { body: saveResidentItemsBodySchema }, ...signedIn({
    summary: "Saves a resident's product lines and answers every resident, refreshed",
    description: 'Only lines with a quantity, a product and a category above 0 are kept; a line id of 0 is a new line. A resident or line of another account is a 404.',
    response: residentsSavedResponseSchema,
  }) }, async (request): Promise<ResidentsSavedResponse> => {
    const body = request.body;
    return { data: await residents.saveItems(request.signedInViewer, body), message: RESIDENT_MESSAGES.saved };
  });

  app.delete('/api/resident-items/:residentId/:itemId', { schema: { params: residentItemParamsSchema }, ...signedIn({
    summary: "Removes one product line from a resident's schedule",
    response: residentResponseSchema,
  }) }, async (request): Promise<ResidentResponse> => {
    const params = request.params;
    const resident = await residents.deleteLine(request.signedInViewer, params.residentId, params.itemId);
    return { data: resident, message: RESIDENT_MESSAGES.lineRemoved };
  });

  // Privacy (beyond §7): show residents by room only.
  app.get('/api/resident-settings', signedIn({
    summary: 'Whether the account shows residents by room only (names hidden)',
    response: residentSettingsResponseSchema,
  }), async (request): Promise<{ data: ResidentSettingsJson }> => ({
    data: { names_hidden: await orderTimes.namesHidden(request.signedInViewer) },
  }));

  app.put('/api/resident-settings', { schema: { body: residentSettingsBodySchema }, ...managerOnly({
    summary: 'Shows residents by room only, or by name again',
    description: 'Needs the manager role. With names hidden, no page, print, e-mail or CSV shows a resident name.',
    response: residentSettingsSavedResponseSchema,
  }) }, async (request): Promise<{ data: ResidentSettingsJson; message: string }> => {
    const { names_hidden } = request.body;
    await orderTimes.setNamesHidden(request.signedInViewer, names_hidden);
    return { data: { names_hidden }, message: names_hidden ? 'Residents are now shown by room only.' : 'Resident names are shown again.' };
  });

  // The cost report (beyond §7): planned cost per resident by location, as JSON and as a CSV download.
  app.get('/api/resident-cost-report', { schema: { querystring: costReportQuerySchema }, ...signedIn({
    summary: 'Planned cost per resident per week and month, grouped by location (cents excl. GST)',
    response: costReportResponseSchema,
  }) }, async (request, reply): Promise<CostReportResponse> => {
    const { location } = request.query;
    reply.header('cache-control', 'no-store');
    return buildCostReport((await residents.listResidents(request.signedInViewer, { location })).residents, location);
  });

  app.get('/api/resident-cost-report.csv', { schema: { querystring: costReportQuerySchema }, ...signedIn({
    summary: 'The cost report as a CSV download',
    produces: 'text/csv',
  }) }, async (request, reply) => {
    const { location } = request.query;
    const report = buildCostReport((await residents.listResidents(request.signedInViewer, { location })).residents, location);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="resident-cost-report.csv"')
      .send(costReportCsv(report));
  });

  // The account's order times (beyond §7): listed with how many lines each has, added, renamed, reordered, removed.
  app.get('/api/resident-order-times', signedIn({
    summary: "The account's order times (breakfast, lunch, …) in order, with how many product lines each has",
    response: orderTimesResponseSchema,
  }), async (request): Promise<OrderTimesResponse> => ({ data: await orderTimes.withCounts(request.signedInViewer) }));

  app.post('/api/resident-order-times', { schema: { body: orderTimeBodySchema }, ...managerOnly({
    summary: 'Adds an order time and answers them all',
    description: 'Needs the manager role. A title the account already uses, or one order time too many, is a 422 on title.',
    response: orderTimesResponseSchema,
    status: 201,
  }) }, async (request, reply) => {
    const { title } = request.body;
    const answer: OrderTimesResponse = { data: await orderTimes.addOrderTime(request.signedInViewer, title) };
    return reply.code(201).send(answer);
  });

  app.put('/api/resident-order-times/order', { schema: { body: orderTimesOrderBodySchema }, ...managerOnly({
    summary: 'Puts the order times in a new order and answers them',
    description: "Needs the manager role. ids must name every one of the account's order times once, else a 422 on ids.",
    response: orderTimesResponseSchema,
  }) }, async (request): Promise<OrderTimesResponse> => {
    const { ids } = request.body;
    return { data: await orderTimes.reorderOrderTimes(request.signedInViewer, ids) };
  });

  app.put('/api/resident-order-times/:id', { schema: { params: idParamsSchema, body: orderTimeBodySchema }, ...managerOnly({
    summary: 'Renames an order time and answers them all',
    description: 'Needs the manager role. A title the account already uses is a 422 on title.',
    response: orderTimesResponseSchema,
  }) }, async (request): Promise<OrderTimesResponse> => {
    const id = request.params.id;
    const { title } = request.body;
    return { data: await orderTimes.renameOrderTime(request.signedInViewer, id, title) };
  });

  app.delete('/api/resident-order-times/:id', { schema: { params: idParamsSchema, querystring: deleteOrderTimeQuerySchema }, ...managerOnly({
    summary: 'Removes an order time and answers the rest',
    description: "Needs the manager role. When residents' products are scheduled at it, the call answers 422 on confirm with the question to ask; confirm=true removes it and those lines from every resident.",
    response: orderTimesResponseSchema,
  }) }, async (request): Promise<OrderTimesResponse> => {
    const id = request.params.id;
    const { confirm } = request.query;
    return { data: await orderTimes.removeOrderTime(request.signedInViewer, id, confirm) };
  });
}
