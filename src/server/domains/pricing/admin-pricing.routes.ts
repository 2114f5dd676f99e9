// The back office's contract prices (issue #27 Part 3), with the permission `pricing` (owners and staff):
// price lists with their entries and assignments, customer groups, and the price check.
import { z } from 'zod';
import {
  createCustomerGroupBodySchema,
  createPriceListBodySchema,
  customerGroupJsonSchema,
  customerGroupsQuerySchema,
  customerGroupsResponseSchema,
  priceCheckQuerySchema,
  priceCheckResponseSchema,
  priceListAssignmentsBodySchema,
  priceListCsvCheckResponseSchema,
  priceListDetailResponseSchema,
  priceListEntriesBodySchema,
  priceListQuerySchema,
  priceListsQuerySchema,
  priceListsResponseSchema,
  updateCustomerGroupBodySchema,
  updatePriceListBodySchema,
} from '../../../shared/schemas/admin-pricing.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { readUploadedText } from '../../http/uploaded-text.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { PricingAdminService } from './pricing-admin.service.ts';

const PRICING = { access: 'staff', permission: 'pricing' } as const;
const LIST_ERRORS = { 422: 'A field is invalid (an entry by its place: "entries.12.sku"); nothing was changed.' };

export function registerAdminPricingRoutes(app: StoreHttp, deps: { pricingAdmin: PricingAdminService }): void {
  const { pricingAdmin } = deps;

  app.get('/admin/api/price-lists', {
    schema: { querystring: priceListsQuerySchema },
    config: { ...PRICING, docs: { summary: 'Price lists, 25 a page, by code; q finds a code or name, account_number the lists an account gets (its own and its group’s)', response: priceListsResponseSchema } },
  }, async (request) => pricingAdmin.listLists(request.query));

  app.post('/admin/api/price-lists', {
    schema: { body: createPriceListBodySchema },
    config: { ...PRICING, docs: { summary: 'Add a price list (empty: its entries and assignments follow)', response: priceListDetailResponseSchema, status: 201, errors: { 409: 'A list has this code already.' } } },
  }, async (request, reply) => reply.code(201).send({ data: await pricingAdmin.createList(staffActor(request.staff), request.body) }));

  app.get('/admin/api/price-lists/:id', {
    schema: { params: idParamsSchema, querystring: priceListQuerySchema },
    config: { ...PRICING, docs: { summary: 'One price list: its fields, category rules, assignments and a page of 50 entries (q: SKUs starting so)', response: priceListDetailResponseSchema } },
  }, async (request) => ({ data: await pricingAdmin.getList(request.params.id, request.query) }));

  app.patch('/admin/api/price-lists/:id', {
    schema: { params: idParamsSchema, body: updatePriceListBodySchema },
    config: { ...PRICING, docs: { summary: "Change a list's name, dates, active flag or category rules (the fields sent)", response: priceListDetailResponseSchema, errors: LIST_ERRORS } },
  }, async (request) => ({ data: await pricingAdmin.updateList(staffActor(request.staff), request.params.id, request.body) }));

  app.put('/admin/api/price-lists/:id/entries', {
    schema: { params: idParamsSchema, body: priceListEntriesBodySchema },
    config: {
      ...PRICING,
      docs: {
        summary: "Set a list's entries: the whole set, or a page of changes",
        description: '`replace: true`: `entries` is the whole set (up to 20,000) and every other entry goes. `replace: false`: a page of changes: each entry sent is added or repriced (by SKU and min_qty), and each of `remove` taken out; the rest stay. All or nothing.',
        response: priceListDetailResponseSchema,
        errors: LIST_ERRORS,
      },
    },
  }, async (request) => ({ data: await pricingAdmin.putEntries(staffActor(request.staff), request.params.id, request.body) }));

  app.post('/admin/api/price-lists/:id/entries/check', {
    schema: { params: idParamsSchema },
    config: {
      ...PRICING,
      docs: {
        summary: 'Check a CSV of entries (sku, price in dollars, min_qty): every row answered; nothing changes',
        description: 'The file is the whole set of entries: apply the answer’s `entries` with PUT /admin/api/price-lists/{id}/entries and `replace: true`. A file with any problem gives no entries. A price above its list price is a warning, not a problem.',
        upload: { file: { file: true, description: 'The CSV (UTF-8), up to 10 MB' } },
        response: priceListCsvCheckResponseSchema,
        errors: { 413: 'The file is larger than 10 MB.' },
      },
    },
  }, async (request) => {
    const { text } = await readUploadedText(request, 'file', 'CSV file');
    return { data: await pricingAdmin.checkEntriesCsv(request.params.id, text) };
  });

  app.put('/admin/api/price-lists/:id/assignments', {
    schema: { params: idParamsSchema, body: priceListAssignmentsBodySchema },
    config: { ...PRICING, docs: { summary: 'Set the accounts and groups a list is for (exactly those sent)', response: priceListDetailResponseSchema, errors: LIST_ERRORS } },
  }, async (request) => ({ data: await pricingAdmin.putAssignments(staffActor(request.staff), request.params.id, request.body) }));

  app.get('/admin/api/customer-groups', {
    schema: { querystring: customerGroupsQuerySchema },
    config: { ...PRICING, docs: { summary: 'Customer groups with their accounts, by code (account_number: the group of that account)', response: customerGroupsResponseSchema } },
  }, async (request) => ({ data: await pricingAdmin.listGroups(request.query) }));

  app.post('/admin/api/customer-groups', {
    schema: { body: createCustomerGroupBodySchema },
    config: { ...PRICING, docs: { summary: 'Add a customer group (an account named moves from its old group)', response: z.object({ data: customerGroupJsonSchema }), status: 201, errors: { 409: 'A group has this code already.' } } },
  }, async (request, reply) => reply.code(201).send({ data: await pricingAdmin.createGroup(staffActor(request.staff), request.body) }));

  app.patch('/admin/api/customer-groups/:id', {
    schema: { params: idParamsSchema, body: updateCustomerGroupBodySchema },
    config: { ...PRICING, docs: { summary: "Change a group's name or its accounts (exactly those sent)", response: z.object({ data: customerGroupJsonSchema }) } },
  }, async (request) => ({ data: await pricingAdmin.updateGroup(staffActor(request.staff), request.params.id, request.body) }));

  app.get('/admin/api/price-check', {
    schema: { querystring: priceCheckQuerySchema },
    config: { ...PRICING, docs: { summary: 'What an account pays for a quantity of a SKU now, and which list and break gave it', response: priceCheckResponseSchema } },
  }, async (request) => ({ data: await pricingAdmin.priceCheck(request.query) }));
}
