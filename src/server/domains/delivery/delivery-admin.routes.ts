// The back office's delivery zones and public holidays (issue #29 Part 2), with the permission `delivery`
// (owners and staff); every change is audited.
import {
  createDeliveryZoneBodySchema,
  deliveryZoneResponseSchema,
  deliveryZonesResponseSchema,
  holidaysBodySchema,
  holidaysResponseSchema,
  updateDeliveryZoneBodySchema,
} from '../../../shared/schemas/delivery.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { DeliveryService } from './delivery.service.ts';

const DELIVERY = { access: 'staff', permission: 'delivery' } as const;
const ZONE_ERRORS = { 422: "A field is invalid: a post code range overlapping another zone's names it." };

export function registerAdminDeliveryRoutes(app: StoreHttp, deps: { delivery: DeliveryService }): void {
  const { delivery } = deps;

  app.get('/admin/api/delivery-zones', {
    config: { ...DELIVERY, docs: { summary: 'The delivery zones, by name, each with its next three delivery days', response: deliveryZonesResponseSchema } },
  }, async () => ({ data: await delivery.listZones() }));

  app.post('/admin/api/delivery-zones', {
    schema: { body: createDeliveryZoneBodySchema },
    config: { ...DELIVERY, docs: { summary: 'Add a delivery zone (is_default: true makes it the default in place of the old one)', response: deliveryZoneResponseSchema, status: 201, errors: ZONE_ERRORS } },
  }, async (request, reply) => reply.code(201).send({ data: await delivery.createZone(staffActor(request.staff), request.body) }));

  app.patch('/admin/api/delivery-zones/:id', {
    schema: { params: idParamsSchema, body: updateDeliveryZoneBodySchema },
    config: { ...DELIVERY, docs: { summary: 'Change a delivery zone (the fields sent)', response: deliveryZoneResponseSchema, errors: ZONE_ERRORS } },
  }, async (request) => ({ data: await delivery.updateZone(staffActor(request.staff), request.params.id, request.body) }));

  app.get('/admin/api/holidays', {
    config: { ...DELIVERY, docs: { summary: 'The public holidays no zone delivers on, by date', response: holidaysResponseSchema } },
  }, async () => ({ holidays: await delivery.listHolidays() }));

  app.put('/admin/api/holidays', {
    schema: { body: holidaysBodySchema },
    config: { ...DELIVERY, docs: { summary: 'Set the public holidays: the whole list', response: holidaysResponseSchema } },
  }, async (request) => ({ holidays: await delivery.putHolidays(staffActor(request.staff), request.body) }));
}
