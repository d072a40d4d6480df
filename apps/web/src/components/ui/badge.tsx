import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
        primary: 'bg-indigo-100 text-indigo-800 ring-indigo-600/20',
        green: 'bg-green-100 text-green-800 ring-green-600/20',
        blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
        yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
        red: 'bg-red-100 text-red-800 ring-red-600/20',
        purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
        outline: 'bg-transparent text-foreground ring-border',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
