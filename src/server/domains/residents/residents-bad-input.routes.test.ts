import { describe, expect, it } from 'vitest';
import { expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { residentsClient, useResidentsApp } from './residents.fixtures.ts';

const LONG = 'x'.repeat(10_000);
const BAD_TEXT = ['Nul\u0000byte', 'lone \ud800 surrogate', LONG];

describe('the Resident Tracker refuses bad text with a 422 naming the field, and keeps what was there', () => {
  const testApp = useResidentsApp();

  it('in a resident’s name, room and location, on create and on edit', async () => {
    const manager = residentsClient(testApp, await signedInAccount(testApp));
    const resident = await manager.create({ name: 'Vera', room: '5', location: 'West' });
    for (const bad of BAD_TEXT) {
      for (const field of ['name', 'room', 'location']) {
        expectInvalid(await manager.post('/api/resident-orders', { name: 'Walt', room: '6', location: 'East', [field]: bad }), field);
        expectInvalid(await manager.put(`/api/resident-orders/${resident.id}`, { name: 'Vera', room: '5', location: 'West', [field]: bad }), field);
      }
    }
    expect((await manager.residents()).map((listed) => [listed.name, listed.room, listed.location])).toEqual([['Vera', '5', 'West']]);
  });

  it('in the filters of the list, the summary and the cost report, in order time titles and in the standing order', async () => {
    const manager = residentsClient(testApp, await signedInAccount(testApp));
    const lunch = await manager.timeId('Lunch');
    // A lone surrogate cannot be written in an address; NUL and 10,000 characters can.
    for (const query of ['Nul%00byte', LONG]) {
      expectInvalid(await manager.get(`/api/resident-orders?keyword=${query}`), 'keyword');
      expectInvalid(await manager.get(`/api/resident-orders?location=${query}`), 'location');
      expectInvalid(await manager.get(`/api/resident-usage?location=${query}`), 'location');
      expectInvalid(await manager.get(`/api/resident-cost-report.csv?location=${query}`), 'location');
    }
    for (const bad of BAD_TEXT) {
      expectInvalid(await manager.post('/api/resident-order-times', { title: bad }), 'title');
      expectInvalid(await manager.put(`/api/resident-order-times/${lunch}`, { title: bad }), 'title');
      expectInvalid(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 1, location: bad }), 'location');
      expectInvalid(await manager.put('/api/resident-standing-order', { weeks: 1, weekday: 1, action: bad }), 'action');
    }
    expect((await manager.orderTimes()).map((time) => time.title)).toContain('Lunch');
    expect(okBody(await manager.get('/api/resident-standing-order')).data).toBeNull();
    // Ids in paths that no row can have: 404, never a 500.
    for (const path of ['/api/resident-orders/99999999999', '/api/resident-items/1/99999999999', '/api/resident-order-times/abc']) {
      expect([404, 422]).toContain((await manager.delete(path)).status);
    }
  });
});
