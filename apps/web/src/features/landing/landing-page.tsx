import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  CreditCard,
  Handshake,
  LineChart,
  Play,
  Search,
  Sparkles,
  Target,
} from 'lucide-react';
import { PRODUCT_NAME } from '@/lib/constants';
import { apiRequest } from '@/lib/api-client';
import { buttonVariants } from '@/components/ui/button-variants';
import { DocumentTitle } from '@/components/ui/page';

// The demo (and the dialog primitive it needs) loads only when someone asks for it.
const DemoDialog = lazy(() => import('./components/demo-dialog'));

// Only what the product can stand behind: the creator count is read from the database (GET /api/v1/public/stats).
const FACTS = [
  { value: 'Every call', label: 'recorded, transcribed and analysed' },
  { value: 'One budget', label: 'no call or deal can go past it' },
  { value: 'No keys needed', label: 'runs on your own machine out of the box' },
];

/** Creators in the directory, counted by the server (cached there); null until known or when unavailable. */
function useCreatorCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    apiRequest<{ creators: number }>('/api/v1/public/stats', { signal: ctl.signal })
      .then((d) => setCount(Number.isFinite(d?.creators) ? d.creators : null))
      // No count is better than a made-up one: the claim is simply left out.
      .catch(() => undefined);
    return () => ctl.abort();
  }, []);
  return count;
}

const FEATURES = [
  {
    icon: Search,
    title: 'AI-Powered Discovery',
    text: 'Describe your product and let AI match it with creators whose niche, audience, engagement and rates fit, with every score explained.',
  },
  {
    icon: Target,
    title: 'Smart Campaign Management',
    text: 'Turn a plain-English brief into a structured campaign, then track every creator conversation in one place.',
  },
  {
    icon: CreditCard,
    title: 'Integrated Payments',
    text: 'Milestone-based payouts keep creators paid on delivery and your budget under control.',
  },
  {
    icon: LineChart,
    title: 'Performance Insights',
    text: 'Response rates, deals, committed spend and reach, computed from what actually happened in your campaigns.',
  },
];

const STEPS = [
  { icon: Search, title: 'Discover', text: 'Write a brief. AI extracts the campaign and finds the creators who fit it.' },
  { icon: Handshake, title: 'Connect', text: 'The Auto Co-Pilot calls creators and negotiates within your budget, or you reach out yourself.' },
  { icon: BarChart3, title: 'Track', text: 'Follow every call, transcript, recording and deal as your campaign runs.' },
];

// Every footer link leads somewhere real: a section of this page, the app, or the API reference the server serves.
const FOOTER = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '#features' },
      { label: 'How it Works', href: '#how-it-works' },
      { label: 'Pricing', href: '#pricing' },
    ],
  },
  {
    title: 'Get started',
    links: [
      { label: 'Sign in', to: '/sign-in' },
      { label: 'Create an account', to: '/sign-up' },
    ],
  },
  { title: 'Developers', links: [{ label: 'API reference', href: '/api/docs' }] },
] as const;

function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-slate-900">
      <span className="grid size-8 place-content-center rounded-lg bg-indigo-600 text-white">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}

export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const creators = useCreatorCount();
  const stats = creators === null ? FACTS : [{ value: new Intl.NumberFormat().format(creators), label: 'creators in the directory' }, ...FACTS];
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <DocumentTitle>{`${PRODUCT_NAME} · AI-Powered Influencer Marketing`}</DocumentTitle>
      <a
        href="#hero"
        className="sr-only z-50 rounded-md bg-indigo-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex">
            <a href="#features" className="hover:text-slate-900">Features</a>
            <a href="#how-it-works" className="hover:text-slate-900">How it Works</a>
            <a href="#pricing" className="hover:text-slate-900">Pricing</a>
          </nav>
          <Link to="/dashboard" className={buttonVariants({ size: 'sm' })}>
            Get Started
          </Link>
        </div>
        <nav aria-label="Sections" className="flex justify-center gap-5 border-t border-slate-100 py-2 text-sm text-slate-600 md:hidden">
          <a href="#features">Features</a>
          <a href="#how-it-works">How it Works</a>
          <a href="#pricing">Pricing</a>
        </nav>
      </header>

      <main>
        <section id="hero" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,_#e0e7ff_0%,_transparent_60%)]"
          />
          <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-28">
            <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700">
              <Sparkles className="size-4" aria-hidden="true" /> AI-Powered Influencer Marketing
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              Scale Your Influencer Campaigns with{' '}
              <span className="bg-gradient-to-r from-indigo-600 to-fuchsia-600 bg-clip-text text-transparent">AI Automation</span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-600 text-pretty">
              From a plain-English brief to signed creators: {PRODUCT_NAME} finds the right influencers, calls them, negotiates
              within your budget and keeps every conversation on record.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
                Get Started Free <ArrowRight aria-hidden="true" />
              </Link>
              <button
                type="button"
                onClick={() => setDemoOpen(true)}
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                <Play aria-hidden="true" /> Watch Demo
              </button>
            </div>
          </div>
        </section>

        <section aria-label="Why teams choose us" className="border-y border-slate-100 bg-slate-50">
          <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-12 text-center md:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-600">{s.label}</dt>
                <dd className="text-3xl font-extrabold text-indigo-600 sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold tracking-tight">Everything you need to run creator campaigns</h2>
            <p className="mt-3 text-slate-600">One workspace from the first brief to the last payout.</p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="grid size-10 place-content-center rounded-lg bg-indigo-50 text-indigo-600">
                  <f.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{f.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="how-it-works" className="scroll-mt-20 bg-slate-50 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 className="text-center text-3xl font-bold tracking-tight">How it Works</h2>
            <ol className="mt-12 grid gap-6 md:grid-cols-3">
              {STEPS.map((s, i) => (
                <li key={s.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <span className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-bold text-white">
                    Step {i + 1}
                  </span>
                  <s.icon className="size-6 text-indigo-600" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="pricing" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
          <div className="mx-auto max-w-3xl rounded-2xl bg-gradient-to-br from-indigo-600 to-fuchsia-600 px-6 py-14 text-center text-white shadow-lg">
            <h2 className="text-3xl font-bold tracking-tight">Start free, scale when you are ready</h2>
            <p className="mx-auto mt-4 max-w-xl text-indigo-100">
              {PRODUCT_NAME} runs on your own machine with no keys and no sign-up. Connect your own AI, voice and email
              providers when your team grows.
            </p>
            <Link
              to="/dashboard"
              className={`${buttonVariants({ size: 'lg', variant: 'inverse' })} mt-8`}
            >
              Launch your first campaign <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 md:grid-cols-4">
          <div className="col-span-2 md:col-span-1">
            <Logo />
            <p className="mt-3 text-sm text-slate-600">AI-assisted influencer marketing for brands and agencies.</p>
          </div>
          {FOOTER.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="text-sm font-semibold">{col.title}</h2>
              <ul className="mt-3 space-y-2 text-sm text-slate-600">
                {col.links.map((l) => (
                  <li key={l.label}>
                    {'to' in l ? (
                      <Link to={l.to} className="hover:text-slate-900">
                        {l.label}
                      </Link>
                    ) : (
                      <a href={l.href} className="hover:text-slate-900">
                        {l.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
          © 2025 {PRODUCT_NAME}. All rights reserved.
        </p>
      </footer>

      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} />
        </Suspense>
      )}
    </div>
  );
}
