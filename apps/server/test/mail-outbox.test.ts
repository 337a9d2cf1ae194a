import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config/env.js';
import { createMailer } from '../src/lib/mailer.js';

describe('mailer without SMTP_URL (the outbox)', () => {
  let dataDir: string;
  let logged: { obj: Record<string, unknown>; msg: string }[];
  const log = {
    info: (obj: object, msg: string) => logged.push({ obj: obj as Record<string, unknown>, msg }),
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-outbox-'));
    logged = [];
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const outbox = () => path.join(dataDir, 'outbox');

  it('should write each message as <timestamp>-<to>.eml and log its link', async () => {
    const mailer = createMailer(
      loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Planning Workspace <no-reply@localhost>' }),
      log,
    );
    const link = 'http://localhost:3000/auth/action?mode=verifyEmail&oobCode=abc';
    await mailer.send({
      to: 'Ada@Example.com',
      subject: 'Verify',
      text: `Go: ${link}`,
      html: `<a href="${link}">Go</a>`,
      link,
    });
    await mailer.close();

    const files = fs.readdirSync(outbox());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-Ada@Example\.com\.eml$/);
    const file = path.join(outbox(), files[0] ?? '');
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe('Verify');
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'Planning Workspace',
      address: 'no-reply@localhost',
    });
    expect(parsed.text?.trim()).toBe(`Go: ${link}`);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(logged).toEqual([
      { obj: { to: 'Ada@Example.com', subject: 'Verify', file, link }, msg: 'mail written to the outbox' },
    ]);
  });

  it('should keep messages sent in the same millisecond in separate files', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), log);
    await Promise.all(
      ['one', 'two', 'three'].map((subject) =>
        mailer.send({ to: 'same@example.com', subject, text: subject }),
      ),
    );
    await mailer.close();
    const files = fs.readdirSync(outbox()).sort();
    expect(files).toHaveLength(3);
    const subjects = await Promise.all(
      files.map(async (f) => (await simpleParser(fs.readFileSync(path.join(outbox(), f)))).subject),
    );
    expect(new Set(subjects)).toEqual(new Set(['one', 'two', 'three']));
  });

  it('should make a safe file name of an odd address and log no link when there is none', async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), log);
    await mailer.send({ to: '"x/../y" <a/b@example.com>', subject: 'Hi', text: 'Hi' });
    await mailer.close();
    const [file] = fs.readdirSync(outbox());
    expect(file).not.toContain('/');
    expect(file).toMatch(/\.eml$/);
    expect(logged[0]?.obj).not.toHaveProperty('link');
  });
});
