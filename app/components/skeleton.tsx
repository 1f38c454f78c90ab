function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-control bg-line ${className}`} />;
}

/** Shown instead of a protected page while its data loads. */
export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 md:p-8" aria-busy="true" aria-label="Loading">
      <Bar className="h-8 w-1/3" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Bar key={i} className="h-20" />
        ))}
      </div>
      <Bar className="h-10 w-full" />
      <div className="space-y-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Bar key={i} className="h-6 w-full" />
        ))}
      </div>
    </div>
  );
}

export function LoadingDots() {
  return (
    <span className="inline-flex items-center gap-1" role="status" aria-label="Loading">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-2 w-2 animate-bounce rounded-full bg-brand-600"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
