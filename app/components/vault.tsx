// The forwarding address shown on the vault, for bills e-mailed to Fairbill.
export function ForwardingAddress({ address }: { address: string }) {
  return (
    <p className="text-sm text-slate-600">
      Email your bills and documents to{" "}
      <span className="font-mono font-medium text-slate-900" data-testid="forwarding-address">
        {address}
      </span>{" "}
      and they will appear here for classification.
    </p>
  );
}
