import type { ComponentPropsWithoutRef } from 'react';
import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '@/lib/utils';

/** A single-thumb slider; pass aria-label (or aria-labelledby) so the thumb is named. */
export function Slider({
  className,
  'aria-label': ariaLabel,
  'aria-valuetext': ariaValueText,
  ...props
}: ComponentPropsWithoutRef<typeof SliderPrimitive.Root> & { 'aria-label'?: string; 'aria-valuetext'?: string }) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={ariaLabel}
        aria-valuetext={ariaValueText}
        className="block size-4 rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring cursor-pointer"
      />
    </SliderPrimitive.Root>
  );
}
