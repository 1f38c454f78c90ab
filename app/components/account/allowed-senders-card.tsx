// Allowed Senders: besides the account's own address, the addresses whose e-mailed documents go
// straight in (a clinic, a spouse). Mail from anyone else waits under "From an Unknown Sender".
// The card loads and changes its list through its resource routes, so the Account page only renders it.
import { useState } from "react";
import { MAX_ALLOWED_SENDERS, SENDER_MESSAGES } from "~/services/email/intake-messages";
import { Button } from "../button";
import { Card } from "../card";
import { LoadProblem } from "../documents/document-actions";
import { useResourceList } from "../documents/use-resource-list";
import {
  allowSender,
  getAllowedSenders,
  removeAllowedSender,
  RequestFailed,
  type AllowedSender,
} from "../resources";

const failureText = (error: unknown, fallback: string) =>
  error instanceof RequestFailed && error.detail ? error.detail : fallback;

export function AllowedSendersCard() {
  const [accountEmail, setAccountEmail] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useResourceList<AllowedSender>(
    async () => {
      const answer = await getAllowedSenders();
      setAccountEmail(answer.account_email);
      return answer.senders;
    },
    { failed: SENDER_MESSAGES.allowedFailed, error: SENDER_MESSAGES.allowedError },
  );

  const allow = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!address.trim()) return setProblem(SENDER_MESSAGES.invalidAddress);
    setBusy(true);
    try {
      const added = await allowSender(address);
      list.setItems((items) => [...items, added]);
      setAddress("");
    } catch (error) {
      setProblem(failureText(error, SENDER_MESSAGES.allowFailed));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (sender: AllowedSender) => {
    setProblem(null);
    setBusy(true);
    try {
      await removeAllowedSender(sender.id);
      list.setItems((items) => items.filter((i) => i.id !== sender.id));
    } catch (error) {
      setProblem(failureText(error, SENDER_MESSAGES.removeFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Allowed Senders">
      <div role="region" aria-label="Allowed Senders" className="space-y-3 text-sm">
        <p className="text-slate-600">
          Documents you e-mail from{" "}
          {accountEmail ? <span className="font-medium">{accountEmail}</span> : "your own address"} go
          straight into your account. Add other addresses you trust, such as your clinic&apos;s billing
          office; documents from anyone else wait for your approval.
        </p>
        {list.error ? <LoadProblem message={list.error} onRetry={list.reload} /> : null}
        {list.items?.length ? (
          <ul className="divide-y divide-slate-100" data-testid="allowed-senders">
            {list.items.map((sender) => (
              <li key={sender.id} className="flex items-center justify-between gap-4 py-2">
                <span className="font-mono">{sender.email}</span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void remove(sender)}
                  className="text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
                  aria-label={`Remove ${sender.email}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {(list.items?.length ?? 0) < MAX_ALLOWED_SENDERS ? (
          <form onSubmit={(event) => void allow(event)} className="flex gap-2" noValidate>
            <label htmlFor="allowed-sender-email" className="sr-only">
              Email address to allow
            </label>
            <input
              id="allowed-sender-email"
              type="email"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              maxLength={254}
              placeholder="billing@clinic.example"
              autoComplete="off"
              className="w-full rounded-md border border-slate-300 px-3 py-2"
            />
            <Button type="submit" disabled={busy}>
              Allow
            </Button>
          </form>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
