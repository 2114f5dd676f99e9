// The back office's sign-in (issue #17 Part 6): the password, then either the enrolment of an
// authenticator app (QR code, and the secret as text for typing in) or its 6-digit code, with 'Use a
// recovery code' instead. At enrolment the ten recovery codes are shown once, to copy or print.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { adminSessionApi, browserAdminClient } from '../admin-api.ts';
import { QrCode } from './qr-code.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'enrol'; otpauthUrl: string; secret: string }
  | { kind: 'code'; useRecoveryCode: boolean }
  | { kind: 'recovery-codes'; codes: string[] };

/** A full load of the back office: every part of the page picks up the signed-in session and its token. */
const enterBackOffice = () => window.location.assign('/admin');

function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Each new step takes the focus, so a keyboard or screen reader user starts there.
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

function useSubmit(send: (fields: FormData) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await send(new FormData(event.currentTarget));
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setSending(false);
    }
  }
  const message = error ? (
    <p className="admin-error" role="alert">
      {error}
    </p>
  ) : null;
  return { onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event), isSending, message };
}

function PasswordStep({ onNext }: { onNext: (step: Step) => void }) {
  const { onSubmit, isSending, message } = useSubmit(async (fields) => {
    const answer = await adminSessionApi(browserAdminClient()).login(String(fields.get('email') ?? '').trim(), String(fields.get('password') ?? ''));
    onNext(answer.next === 'enrol' ? { kind: 'enrol', otpauthUrl: answer.otpauth_url, secret: answer.secret } : { kind: 'code', useRecoveryCode: false });
  });
  return (
    <>
      <StepHeading>Sign in to the back office</StepHeading>
      <form onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor="staff-email">Email</label>
          <input id="staff-email" name="email" type="email" required autoComplete="username" />
        </div>
        <div className="admin-field">
          <label htmlFor="staff-password">Password</label>
          <input id="staff-password" name="password" type="password" required autoComplete="current-password" />
        </div>
        {message}
        <button type="submit" className="button button-primary" disabled={isSending}>
          Continue
        </button>
      </form>
    </>
  );
}

function CodeField() {
  return (
    <div className="admin-field">
      <label htmlFor="staff-code">6-digit code from your authenticator app</label>
      <input id="staff-code" name="code" required inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} />
    </div>
  );
}

/** The secret in groups of four, as authenticator apps ask for it when typed in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function EnrolStep({ step, onNext }: { step: Extract<Step, { kind: 'enrol' }>; onNext: (step: Step) => void }) {
  const { onSubmit, isSending, message } = useSubmit(async (fields) => {
    const answer = await adminSessionApi(browserAdminClient()).code({ code: String(fields.get('code') ?? '') });
    onNext({ kind: 'recovery-codes', codes: answer.recovery_codes ?? [] });
  });
  return (
    <>
      <StepHeading>Set up your authenticator app</StepHeading>
      <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.</p>
      <QrCode text={step.otpauthUrl} label="QR code for your authenticator app" />
      <p>
        Can't scan it? Enter this key in the app instead:
        <br />
        <code className="admin-secret" aria-label="Setup key">
          {grouped(step.secret)}
        </code>
      </p>
      <form onSubmit={onSubmit}>
        <CodeField />
        {message}
        <button type="submit" className="button button-primary" disabled={isSending}>
          Confirm and sign in
        </button>
      </form>
    </>
  );
}

function CodeStep({ step, onNext }: { step: Extract<Step, { kind: 'code' }>; onNext: (step: Step) => void }) {
  const { onSubmit, isSending, message } = useSubmit(async (fields) => {
    const api = adminSessionApi(browserAdminClient());
    if (step.useRecoveryCode) await api.code({ recovery_code: String(fields.get('recovery_code') ?? '') });
    else await api.code({ code: String(fields.get('code') ?? '') });
    enterBackOffice();
  });
  return (
    <>
      <StepHeading>{step.useRecoveryCode ? 'Enter a recovery code' : 'Enter your code'}</StepHeading>
      <form onSubmit={onSubmit} key={String(step.useRecoveryCode)}>
        {step.useRecoveryCode ? (
          <div className="admin-field">
            <label htmlFor="staff-recovery-code">Recovery code</label>
            <input id="staff-recovery-code" name="recovery_code" required autoComplete="off" spellCheck={false} />
          </div>
        ) : (
          <CodeField />
        )}
        {message}
        <button type="submit" className="button button-primary" disabled={isSending}>
          Sign in
        </button>
      </form>
      <p>
        <button type="button" className="button button-secondary" onClick={() => onNext({ kind: 'code', useRecoveryCode: !step.useRecoveryCode })}>
          {step.useRecoveryCode ? 'Use the authenticator app instead' : 'Use a recovery code'}
        </button>
      </p>
    </>
  );
}

function RecoveryCodesStep({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  }
  return (
    <>
      <StepHeading>Keep your recovery codes</StepHeading>
      <p>
        Each code signs you in once if you lose your phone. <strong>They are shown only now</strong>: copy or print them and keep them somewhere
        safe, away from your phone.
      </p>
      <ul className="admin-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="admin-inline admin-no-print">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print
        </button>
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </p>
      <p className="admin-no-print">
        <button type="button" className="button button-primary" onClick={enterBackOffice}>
          I have kept them: continue
        </button>
      </p>
    </>
  );
}

export function StaffSignIn() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  return (
    <section className="admin-panel admin-sign-in">
      {step.kind === 'password' && <PasswordStep onNext={setStep} />}
      {step.kind === 'enrol' && <EnrolStep step={step} onNext={setStep} />}
      {step.kind === 'code' && <CodeStep key={String(step.useRecoveryCode)} step={step} onNext={setStep} />}
      {step.kind === 'recovery-codes' && <RecoveryCodesStep codes={step.codes} />}
    </section>
  );
}
