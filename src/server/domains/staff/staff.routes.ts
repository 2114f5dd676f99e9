// The staff list (issue #17 Part 2), for owners: GET and POST /admin/api/staff, PATCH /admin/api/staff/{id}.
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { createStaffBodySchema, updateStaffBodySchema } from '../../../shared/schemas/staff.ts';
import { parseInput } from '../../http/error-handler.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';

export function registerStaffRoutes(app: FastifyInstance, deps: { staff: StaffService }): void {
  const { staff } = deps;
  const config = { access: 'staff', permission: 'staff' } as const;

  app.get('/admin/api/staff', { config }, async () => ({ data: await staff.list() }));

  app.post('/admin/api/staff', { config }, async (request, reply) => {
    const body = parseInput(createStaffBodySchema, request.body);
    return reply.code(201).send({ data: await staff.create(staffActor(request.staff), body) });
  });

  app.patch('/admin/api/staff/:id', { config }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const body = parseInput(updateStaffBodySchema, request.body);
    return { data: await staff.update(staffActor(request.staff), id, body) };
  });
}
