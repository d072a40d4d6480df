import { useEffect, useState } from 'react';
import { Bot, CheckCircle2, FileText, Phone, Users } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

// An animated walkthrough drawn in the page itself: nothing is fetched from another host.
const SCENES = [
  {
    icon: FileText,
    title: '1. Write a brief',
    caption: '“Launch our wireless earbuds with 10 tech and fitness creators in India, budget ₹8 lakh.”',
    rows: ['Product: wireless earbuds', 'Niche: technology', 'Budget: ₹8,00,000'],
  },
  {
    icon: Users,
    title: '2. Match creators',
    caption: 'AI ranks creators on niche, audience, engagement and budget fit.',
    rows: ['Tech creator · 92% match', 'Fitness creator · 87% match', 'Lifestyle creator · 74% match'],
  },
  {
    icon: Phone,
    title: '3. Auto Co-Pilot calls',
    caption: 'The agent phones each creator and negotiates within your budget.',
    rows: ['Calling…', 'Creator interested in a reel + story', 'Negotiating a rate'],
  },
  {
    icon: CheckCircle2,
    title: '4. Track the deal',
    caption: 'Transcripts, recordings and agreed rates land in your Influencer Manager.',
    rows: ['Deal agreed', 'Recording and transcript saved', 'Follow-up email sent'],
  },
];

const SCENE_MS = 2800;

export default function DemoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [scene, setScene] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!open || paused) return;
    const t = window.setInterval(() => setScene((s) => (s + 1) % SCENES.length), SCENE_MS);
    return () => window.clearInterval(t);
  }, [open, paused]);
  const current = SCENES[scene]!;
  const Icon = current.icon;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Product Demo</DialogTitle>
          <DialogDescription>An animated walkthrough of a campaign, from brief to deal.</DialogDescription>
        </DialogHeader>
        <figure
          className="relative aspect-video overflow-hidden rounded-lg bg-slate-900 text-white"
          aria-label={`Demo scene ${scene + 1} of ${SCENES.length}: ${current.title}`}
        >
          <div className="absolute inset-x-0 top-0 flex h-7 items-center gap-1.5 bg-slate-800 px-3" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-yellow-400" />
            <span className="size-2.5 rounded-full bg-green-400" />
            <span className="ml-3 text-[10px] text-slate-400">inflow · campaign</span>
          </div>
          <div key={scene} className="flex h-full flex-col justify-center gap-3 px-6 pt-7 sm:px-10">
            <div className="flex items-center gap-3">
              <span className="grid size-10 place-content-center rounded-lg bg-indigo-500">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="text-lg font-semibold sm:text-xl">{current.title}</p>
            </div>
            <p className="text-sm text-slate-300">{current.caption}</p>
            <ul className="space-y-1.5">
              {current.rows.map((r, i) => (
                <li
                  key={r}
                  className="flex items-center gap-2 rounded-md bg-white/10 px-3 py-1.5 text-xs sm:text-sm"
                  style={{ animation: `demo-row 400ms ${i * 350}ms both ease-out` }}
                >
                  <Bot className="size-3.5 shrink-0 text-indigo-300" aria-hidden="true" /> {r}
                </li>
              ))}
            </ul>
          </div>
          <div className="absolute inset-x-0 bottom-0 h-1 bg-white/10" aria-hidden="true">
            {!paused && <div key={scene} className="h-full origin-left animate-demo-progress bg-indigo-400" />}
          </div>
          <style>{'@keyframes demo-row{from{opacity:0;transform:translateY(6px)}to{opacity:1;transform:none}}'}</style>
        </figure>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-1.5" role="group" aria-label="Demo scenes">
            {SCENES.map((s, i) => (
              <button
                key={s.title}
                type="button"
                onClick={() => setScene(i)}
                aria-label={s.title}
                aria-pressed={i === scene}
                className={cn('h-2.5 w-8 rounded-full cursor-pointer', i === scene ? 'bg-indigo-600' : 'bg-slate-300 hover:bg-slate-400')}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-slate-50 cursor-pointer"
          >
            {paused ? 'Play' : 'Pause'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
