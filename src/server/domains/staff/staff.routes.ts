// The staff list (issue #17 Part 2), for owners: GET and POST /admin/api/staff, PATCH /admin/api/staff/{id}.
import type { StoreHttp } from '../../http/route-input.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { createStaffBodySchema, staffListResponseSchema, staffMemberResponseSchema, updateStaffBodySchema } from '../../../shared/schemas/staff.ts';
import { staffActor } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';

export function registerStaffRoutes(app: StoreHttp, deps: { staff: StaffService }): void {
  const { staff } = deps;
  const OWNERS = { access: 'staff', permission: 'staff' } as const;

  app.get('/admin/api/staff', {
    config: {
      ...OWNERS,
      docs: {
        summary: 'The staff members with their roles, whether they are active and have enrolled an authenticator',
        description: 'Needs the staff permission (owners).',
        response: staffListResponseSchema,
      },
    },
  }, async () => ({ data: await staff.list() }));

  app.post('/admin/api/staff', {
    schema: { body: createStaffBodySchema },
    config: {
      ...OWNERS,
      docs: {
        summary: 'Adds a staff member, who signs in with this password and then enrols an authenticator',
        description: 'Needs the staff permission (owners). A weak password or an e-mail already used is a 422.',
        response: staffMemberResponseSchema,
        status: 201,
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    return reply.code(201).send({ data: await staff.create(staffActor(request.staff), body) });
  });

  app.patch('/admin/api/staff/:id', {
    schema: { params: idParamsSchema, body: updateStaffBodySchema },
    config: {
      ...OWNERS,
      docs: {
        summary: "Changes a staff member's role, or deactivates or reactivates them",
        description: 'Needs the staff permission (owners). Send role, active or both.',
        response: staffMemberResponseSchema,
        errors: { 409: 'It would leave no active owner' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    return { data: await staff.update(staffActor(request.staff), id, body) };
  });
}
