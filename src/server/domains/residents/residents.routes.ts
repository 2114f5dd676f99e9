// spec §7 resident calls (issue #10), the paths as the spec writes them, and the account's order times;
// every one signed-in only.
import type { FastifyInstance } from 'fastify';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import {
  costReportQuerySchema,
  createResidentBodySchemaFor,
  deleteOrderTimeQuerySchema,
  orderTimeBodySchema,
  orderTimesOrderBodySchema,
  residentItemParamsSchema,
  residentsQuerySchema,
  saveResidentItemsBodySchema,
  updateResidentBodySchemaFor,
  residentSettingsBodySchema,
  type CostReportResponse,
  type OrderTimesResponse,
  type ResidentJson,
  type ResidentResponse,
  type ResidentSettingsJson,
  type ResidentsResponse,
  type ResidentsSavedResponse,
} from '../../../shared/schemas/residents.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { parseInput } from '../../http/error-handler.ts';
import { buildCostReport, costReportCsv } from './cost-report.ts';
import type { OrderTimesService } from './order-times.service.ts';
import type { ResidentsService } from './residents.service.ts';
import type { TrackerAnswerCache } from './tracker-answer-cache.ts';

export function registerResidentsRoutes(app: FastifyInstance, deps: { residents: ResidentsService; orderTimes: OrderTimesService; answers: TrackerAnswerCache }): void {
  const { residents, orderTimes, answers } = deps;
  const signedIn = { config: { access: 'customer' as const } };
  // The account's own settings (order times, privacy) are a manager's to change (issue #11 roles).
  const managerOnly = { config: { access: 'customer' as const, role: 'manager' as const } };
  const idParam = (params: unknown) => parseInput(idParamsSchema, params).id;

  app.get('/api/resident-orders', signedIn, async (request, reply) => {
    const query = parseInput(residentsQuerySchema, request.query);
    const viewer = request.signedInViewer;
    const body = await answers.answer(viewer.account.id, `residents:${JSON.stringify(query)}`, async (): Promise<ResidentsResponse> => {
      const { residents: found, locations, namesHidden } = await residents.listResidents(viewer, query);
      return { data: found, locations, names_hidden: namesHidden };
    });
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/resident-orders/:id', signedIn, async (request, reply): Promise<{ data: ResidentJson }> => {
    const resident = await residents.getResident(request.signedInViewer, idParam(request.params));
    reply.header('cache-control', 'no-store');
    return { data: resident };
  });

  app.post('/api/resident-orders', signedIn, async (request, reply) => {
    const body = parseInput(createResidentBodySchemaFor(await orderTimes.namesHidden(request.signedInViewer)), request.body);
    const created: ResidentResponse = { data: await residents.createResident(request.signedInViewer, body), message: RESIDENT_MESSAGES.added };
    return reply.code(201).send(created);
  });

  app.put('/api/resident-orders/:id', signedIn, async (request): Promise<ResidentResponse> => {
    const id = idParam(request.params);
    const body = parseInput(updateResidentBodySchemaFor(await orderTimes.namesHidden(request.signedInViewer)), request.body);
    return { data: await residents.updateResident(request.signedInViewer, id, body), message: RESIDENT_MESSAGES.updated };
  });

  app.delete('/api/resident-orders/:id', signedIn, async (request) => {
    await residents.deleteResident(request.signedInViewer, idParam(request.params));
    return { message: RESIDENT_MESSAGES.deleted };
  });

  app.put('/api/resident-items', signedIn, async (request): Promise<ResidentsSavedResponse> => {
    const body = parseInput(saveResidentItemsBodySchema, request.body);
    return { data: await residents.saveItems(request.signedInViewer, body), message: RESIDENT_MESSAGES.saved };
  });

  app.delete('/api/resident-items/:residentId/:itemId', signedIn, async (request): Promise<ResidentResponse> => {
    const params = parseInput(residentItemParamsSchema, request.params);
    const resident = await residents.deleteLine(request.signedInViewer, params.residentId, params.itemId);
    return { data: resident, message: RESIDENT_MESSAGES.lineRemoved };
  });

  // Privacy (beyond §7): show residents by room only.
  app.get('/api/resident-settings', signedIn, async (request): Promise<{ data: ResidentSettingsJson }> => ({
    data: { names_hidden: await orderTimes.namesHidden(request.signedInViewer) },
  }));

  app.put('/api/resident-settings', managerOnly, async (request): Promise<{ data: ResidentSettingsJson; message: string }> => {
    const { names_hidden } = parseInput(residentSettingsBodySchema, request.body);
    await orderTimes.setNamesHidden(request.signedInViewer, names_hidden);
    return { data: { names_hidden }, message: names_hidden ? 'Residents are now shown by room only.' : 'Resident names are shown again.' };
  });

  // The cost report (beyond §7): planned cost per resident by location, as JSON and as a CSV download.
  app.get('/api/resident-cost-report', signedIn, async (request, reply): Promise<CostReportResponse> => {
    const { location } = parseInput(costReportQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return buildCostReport((await residents.listResidents(request.signedInViewer, { location })).residents, location);
  });

  app.get('/api/resident-cost-report.csv', signedIn, async (request, reply) => {
    const { location } = parseInput(costReportQuerySchema, request.query);
    const report = buildCostReport((await residents.listResidents(request.signedInViewer, { location })).residents, location);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="resident-cost-report.csv"')
      .send(costReportCsv(report));
  });

  // The account's order times (beyond §7): listed with how many lines each has, added, renamed, reordered, removed.
  app.get('/api/resident-order-times', signedIn, async (request): Promise<OrderTimesResponse> => ({ data: await orderTimes.withCounts(request.signedInViewer) }));

  app.post('/api/resident-order-times', managerOnly, async (request, reply) => {
    const { title } = parseInput(orderTimeBodySchema, request.body);
    const answer: OrderTimesResponse = { data: await orderTimes.addOrderTime(request.signedInViewer, title) };
    return reply.code(201).send(answer);
  });

  app.put('/api/resident-order-times/order', managerOnly, async (request): Promise<OrderTimesResponse> => {
    const { ids } = parseInput(orderTimesOrderBodySchema, request.body);
    return { data: await orderTimes.reorderOrderTimes(request.signedInViewer, ids) };
  });

  app.put('/api/resident-order-times/:id', managerOnly, async (request): Promise<OrderTimesResponse> => {
    const id = idParam(request.params);
    const { title } = parseInput(orderTimeBodySchema, request.body);
    return { data: await orderTimes.renameOrderTime(request.signedInViewer, id, title) };
  });

  app.delete('/api/resident-order-times/:id', managerOnly, async (request): Promise<OrderTimesResponse> => {
    const id = idParam(request.params);
    const { confirm } = parseInput(deleteOrderTimeQuerySchema, request.query);
    return { data: await orderTimes.removeOrderTime(request.signedInViewer, id, confirm) };
  });
}
