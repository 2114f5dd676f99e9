// spec §7 address calls (issue #11 part 2): GET /addresses, POST /api/user-addresses, set-as-primary,
// request-change, DELETE; plus PUT /api/user-addresses/{id} for the Edit popup. Managers change them.
import type { FastifyRequest } from 'fastify';
import type { StoreHttp } from '../../http/route-input.ts';
import type { z } from 'zod';
import {
  addressChangeRequestedResponseSchema,
  addressesQuerySchema,
  addressesResponseSchema,
  addressMessageResponseSchema,
  addressSavedResponseSchema,
  userAddressBodySchema,
} from '../../../shared/schemas/addresses.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { RouteDocs } from '../../http/openapi/route-docs.ts';
import { toAddressJson } from './address-json.ts';
import { ADDRESS_MESSAGES, AddressRefusedError, ADDRESSES_PER_PAGE, type UserAddressesService } from './user-addresses.service.ts';


/** A person opening /addresses in the browser, not the API client. */
function wantsPage(request: FastifyRequest): boolean {
  return !request.headers['x-requested-with'] && (request.headers.accept ?? '').includes('text/html');
}

export function registerUserAddressesRoutes(app: StoreHttp, deps: { userAddresses: UserAddressesService }): void {
  const { userAddresses } = deps;
  const manager = (docs: RouteDocs) => ({ config: { access: 'customer' as const, role: 'manager' as const, docs } });

  // Public so that a browser opening the address is sent to the page that shows the list (which signs
  // guests in first); the JSON answer itself needs a signed-in viewer (signedInViewer throws 401).
  app.get('/addresses', {
    schema: { querystring: addressesQuerySchema },
    config: {
      access: 'public',
      docs: {
        summary: "The account's delivery addresses, 12 a page",
        description: 'Needs a signed-in viewer (401 otherwise). A browser asking for HTML (no X-Requested-With) is redirected (303) to /my-account#delivery-addresses instead.',
        response: addressesResponseSchema,
      },
    },
  }, async (request, reply): Promise<z.infer<typeof addressesResponseSchema>> => {
    if (wantsPage(request)) return reply.redirect('/my-account#delivery-addresses', 303);
    const viewer = request.signedInViewer;
    const { page } = request.query;
    const { addresses, total } = await userAddresses.listPage(viewer, page);
    reply.header('cache-control', 'no-store');
    return { data: addresses.map(toAddressJson), meta: paginationMeta(page, ADDRESSES_PER_PAGE, total) };
  });

  app.post('/api/user-addresses', { schema: { body: userAddressBodySchema }, ...manager({
    summary: 'Adds a delivery address',
    description: 'Needs the manager role.',
    response: addressSavedResponseSchema,
    status: 201,
  }) }, async (request, reply) => {
    const body = request.body;
    const address = await userAddresses.add(request.signedInViewer, body);
    return reply.code(201).send({ data: toAddressJson(address), message: ADDRESS_MESSAGES.added });
  });

  app.put('/api/user-addresses/set-as-primary/:id', { schema: { params: idParamsSchema }, ...manager({
    summary: "Makes an address the account's primary delivery address",
    description: 'Needs the manager role.',
    response: addressMessageResponseSchema,
  }) }, async (request) => {
    await userAddresses.setPrimary(request.signedInViewer, request.params.id);
    return { message: ADDRESS_MESSAGES.primary };
  });

  app.put('/api/user-addresses/request-change/:id', { schema: { params: idParamsSchema, body: userAddressBodySchema }, ...manager({
    summary: "Asks the store to change an address kept in step with the store's own system",
    description: 'Needs the manager role. Staff apply or decline the request and the customer is e-mailed either way; an address that is not kept in step is edited directly instead (422).',
    response: addressChangeRequestedResponseSchema,
  }) }, async (request) => {
    const id = request.params.id;
    const body = request.body;
    await userAddresses.requestChange(request.signedInViewer, id, body);
    return { message: ADDRESS_MESSAGES.requested, redirect: '/my-account?hasMessage=1' };
  });

  app.put('/api/user-addresses/:id', { schema: { params: idParamsSchema, body: userAddressBodySchema }, ...manager({
    summary: 'Edits a delivery address',
    description: "Needs the manager role. An address kept in step with the store's own system is refused (422): request a change instead.",
    response: addressSavedResponseSchema,
  }) }, async (request) => {
    const id = request.params.id;
    const body = request.body;
    return { data: toAddressJson(await userAddresses.update(request.signedInViewer, id, body)), message: ADDRESS_MESSAGES.updated };
  });

  app.delete('/api/user-addresses/:id', { schema: { params: idParamsSchema }, ...manager({
    summary: 'Deletes a delivery address',
    description: "Needs the manager role. An address kept in step with the store's own system is refused with a 422 whose reason is also in data.message (spec §7).",
    response: addressMessageResponseSchema,
  }) }, async (request, reply) => {
    try {
      await userAddresses.remove(request.signedInViewer, request.params.id);
    } catch (error) {
      // spec §7: the client reads the reason from data.message.
      if (error instanceof AddressRefusedError) return reply.code(422).send({ message: error.message, errors: error.errors, data: { message: error.message } });
      throw error;
    }
    return { message: ADDRESS_MESSAGES.deleted };
  });
}
