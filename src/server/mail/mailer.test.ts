import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer, stableMessageId, withOneLineHeaders } from './mailer.ts';

describe('the outbox mailer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file into the outbox (creating it) and logs the path and subject', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ from: 'Care Supply Co <orders@caresupply.example>', smtpUrl: undefined, outboxDir }, log);

    await mailer.send({ to: 'buyer@example.test', subject: 'Reset your password', text: 'Open https://shop.example/x' });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0] as string), 'utf8');
    expect(eml).toContain('To: buyer@example.test');
    expect(eml).toContain('From: Care Supply Co <orders@caresupply.example>');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('https://shop.example/x');
    expect(info).toHaveBeenCalledWith(
      { file: path.join(outboxDir, files[0] as string), subject: 'Reset your password' },
      'mail written to the outbox',
    );
  });

  it("writes a document's message under its stable Message-ID, the same each time it is sent", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    dirs.push(root);
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({ from: 'Care Supply Co <orders@caresupply.example>', smtpUrl: undefined, outboxDir }, { info: vi.fn() } as unknown as FastifyBaseLogger);
    const messageId = stableMessageId('statement-100200-2026-11', 'https://shop.example:8443/store');
    expect(messageId).toBe('<statement-100200-2026-11@shop.example>');
    expect(stableMessageId('invoice-INV 1/2', 'http://127.0.0.1:3000')).toBe('<invoice-INV-1-2@127.0.0.1>');
    for (let copy = 0; copy < 2; copy++) await mailer.send({ to: 'payables@example.test', subject: 'Statement', text: 'Attached.', messageId });
    const ids = readdirSync(outboxDir).map((file) => /^Message-ID: (.+)$/m.exec(readFileSync(path.join(outboxDir, file), 'utf8'))?.[1]);
    expect(ids).toEqual([messageId, messageId]);
  });
});

describe('headers built from fields', () => {
  it('are one line each, whatever line break a value carries (issue #16 item 30)', async () => {
    for (const separator of ['\r\n', '\n', '\r', '\u0085', '\u2028', '\u2029', ' \u0085\u2028 ', '\u0000', '\u009b']) {
      const message = withOneLineHeaders({ to: 'merchant@example.test', subject: `Trade account application #7: Evil Co${separator}Bcc: victim@evil.example`, text: 'body' });
      expect(message.subject, JSON.stringify(separator)).toBe('Trade account application #7: Evil Co Bcc: victim@evil.example');
    }
    const root = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ from: 'Care Supply Co <orders@caresupply.example>', smtpUrl: undefined, outboxDir: root }, { info: vi.fn() } as unknown as FastifyBaseLogger);
      await mailer.send({ to: 'merchant@example.test', subject: 'Application: Evil Co\u2028Bcc: victim@evil.example', text: 'body' });
      const eml = readFileSync(path.join(root, readdirSync(root)[0] as string), 'utf8');
      expect(eml).not.toMatch(/^Bcc:/im);
      expect(eml).not.toContain('victim@evil.example>');
      expect(eml).toMatch(/^Subject: Application: Evil Co Bcc: victim@evil\.example$/m);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
