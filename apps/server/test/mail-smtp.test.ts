import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config/env.js';
import { createMailer } from '../src/lib/mailer.js';
import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';
import { signUpOverHttp, uniqueEmail } from './support/auth-http.js';
import type { SmtpReceiver } from './support/smtp.js';
import { startSmtpReceiver } from './support/smtp.js';

const silent = { info() {} };

describe('mailer over SMTP', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  it('should deliver text and HTML from MAIL_FROM to a real SMTP receiver', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-mail-'));
    const mailer = createMailer(
      loadConfig({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Planning Workspace <hello@example.com>',
        DATA_DIR: dataDir,
      }),
      silent,
    );
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Hello there',
      text: 'Plain words.',
      html: '<p>Rich words.</p>',
    });
    await mailer.close();

    const mail = await smtp.waitFor((m) => m.subject === 'Hello there');
    expect(mail.from).toBe('hello@example.com');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.text.trim()).toBe('Plain words.');
    expect(mail.html).toContain('<p>Rich words.</p>');
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the app with SMTP_URL', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await buildTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'http://localhost:4100' });
    });
    afterAll(() => ctx.close());

    it('should email the verification link on sign-up and the reset link on request', async () => {
      const { email } = await signUpOverHttp(ctx.app, { displayName: 'Katherine Johnson' });
      const verify = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Verify'));
      expect(verify.subject).toBe('Verify your email for Planning Workspace');
      expect(verify.text).toContain('Hello Katherine Johnson,');
      expect(verify.text).toMatch(
        /http:\/\/localhost:4100\/auth\/action\?mode=verifyEmail&oobCode=[A-Za-z0-9_-]{43}\b/,
      );
      expect(verify.html).toContain('Verify my email');

      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(204);
      const reset = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Reset'));
      expect(reset.subject).toBe('Reset your password for Planning Workspace');
      expect(reset.text).toContain(`reset your Planning Workspace password for your ${email} account`);
      expect(reset.text).toMatch(/http:\/\/localhost:4100\/auth\/action\?mode=resetPassword&oobCode=/);
      expect(fs.existsSync(path.join(ctx.config.DATA_DIR, 'outbox'))).toBe(false);
    });
  });
});

describe('closing the app right after a password reset', () => {
  it('should still deliver the reset email that goes out after the 204', async () => {
    const smtp = await startSmtpReceiver();
    const ctx = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const { email } = await signUpOverHttp(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(204);
    } finally {
      await ctx.close();
    }
    const resets = smtp.messages.filter((m) => m.subject === 'Reset your password for Planning Workspace');
    await smtp.close();
    expect(resets).toHaveLength(1);
  });
});

describe('mailer when SMTP is down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 1 of loopback: every send fails fast with ECONNREFUSED.
    ctx = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => ctx.close());

  it('should still create the account on sign-up', async () => {
    const email = uniqueEmail();
    const { session } = await signUpOverHttp(ctx.app, { email });
    expect(session.user.email).toBe(email);
  });

  it('should answer 503 unavailable to send-verification', async () => {
    const { authorization } = await signUpOverHttp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification',
      headers: authorization,
      payload: {},
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'unavailable',
      message: 'We could not send the email just now. Please try again.',
    });
  });
});
