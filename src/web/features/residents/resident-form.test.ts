import { describe, expect, it } from 'vitest';
import { confirmDeleteResident, residentFieldErrors, residentFormErrors } from './resident-form.ts';

describe('the add and edit resident popups (spec §5)', () => {
  it("needs a name to create, and nothing else", () => {
    expect(residentFormErrors({ name: '  ', room: '', location: '' }, 'create')).toEqual({ name: 'Invalid name' });
    expect(residentFormErrors({ name: 'Margaret', room: '', location: '' }, 'create')).toEqual({});
  });

  it('needs the name, then the room, then the location to update, telling the first missing one', () => {
    expect(residentFormErrors({ name: '', room: '', location: '' }, 'update')).toEqual({ name: 'Invalid name' });
    expect(residentFormErrors({ name: 'Margaret', room: ' ', location: '' }, 'update')).toEqual({ room: 'Invalid Room' });
    expect(residentFormErrors({ name: 'Margaret', room: '12', location: '' }, 'update')).toEqual({ location: 'Invalid Location' });
    expect(residentFormErrors({ name: 'Margaret', room: '12', location: 'West' }, 'update')).toEqual({});
  });

  it('asks for no name when the account shows residents by room only', () => {
    expect(residentFormErrors({ name: '', room: '', location: '' }, 'create', true)).toEqual({});
    expect(residentFormErrors({ name: '', room: '', location: '' }, 'update', true)).toEqual({ room: 'Invalid Room' });
  });

  it("keeps a 422's errors for the three fields only", () => {
    expect(residentFieldErrors({ name: 'Invalid name', user_id: 'x' })).toEqual({ name: 'Invalid name' });
  });

  it('asks before deleting (spec §9)', () => {
    expect(confirmDeleteResident('Margaret')).toBe('This will permanently delete Margaret Are you sure you want to continue?');
  });
});
