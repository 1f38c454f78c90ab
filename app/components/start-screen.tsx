// The 100 ms start screen of 001 §2 (not on /signin). Its behaviour is all CSS (start-screen.css):
// no timer, no inline script, nothing that waits for JavaScript (docs/decisions/031).

const DOT_DELAYS = ["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"];

/** Where the start screen is not shown: sign-in draws itself at once (001 §2). */
export const showsStartScreen = (pathname: string) => !/^\/signin\/?$/.test(pathname);

export function StartScreen() {
  return (
    <div className="start-screen" role="status" aria-label="Loading Fairbill" data-testid="start-screen">
      <p className="text-2xl font-bold text-brand-700">Fairbill</p>
      <p className="text-sm text-slate-600">Your partner in healthcare spending</p>
      <span className="inline-flex items-center gap-1" aria-hidden="true">
        {DOT_DELAYS.map((delay) => (
          <span key={delay} className={`h-2 w-2 animate-bounce rounded-full bg-brand-600 ${delay}`} />
        ))}
      </span>
    </div>
  );
}

/** The last element of <body>: once it has arrived the page is whole and the start screen is gone. */
export function PageReady() {
  return <div id="page-ready" hidden />;
}
