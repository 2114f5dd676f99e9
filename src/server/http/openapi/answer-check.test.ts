import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAnswerCheck, undocumentedFields } from './answer-check.ts';

describe('undocumentedFields', () => {
  it('names fields sent but dropped by the schema, however deep', () => {
    const sent = { data: [{ id: 1, secret: 'x' }], meta: { total: 1 } };
    const kept = z.object({ data: z.array(z.object({ id: z.number() })), meta: z.object({ total: z.number() }) }).parse(sent);
    expect(undocumentedFields(sent, kept, '')).toEqual(['data[0].secret']);
    expect(undocumentedFields({ a: 1 }, { a: 1 }, '')).toEqual([]);
  });
});

describe('the answer check', () => {
  async function appAnswering(answer: unknown) {
    const app = Fastify();
    registerAnswerCheck(app);
    app.get('/thing', { config: { docs: { summary: 'A thing', response: z.object({ id: z.number(), name: z.string() }) } } }, async () => answer);
    app.get('/other', { config: { docs: { summary: 'Not described' } } }, async () => ({ anything: true }));
    await app.ready();
    return app;
  }

  it('passes an answer that matches its schema, and answers without a documented shape', async () => {
    const app = await appAnswering({ id: 1, name: 'Gloves' });
    expect((await app.inject('/thing')).json()).toEqual({ id: 1, name: 'Gloves' });
    expect((await app.inject('/other')).statusCode).toBe(200);
  });

  it('turns a wrong type or an undocumented field into a 500 naming it', async () => {
    const wrong = await (await appAnswering({ id: 'one', name: 'Gloves' })).inject('/thing');
    expect(wrong.statusCode).toBe(500);
    expect(Object.keys(wrong.json().errors)).toEqual(['id']);
    const extra = await (await appAnswering({ id: 1, name: 'Gloves', cost: 5 })).inject('/thing');
    expect(extra.statusCode).toBe(500);
    expect(extra.json().errors).toEqual({ cost: 'is sent but not documented' });
  });
});
