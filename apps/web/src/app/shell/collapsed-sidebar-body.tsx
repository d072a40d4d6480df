import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { SidebarBody } from './sidebar-body';

/** Collapsed to icons: each item names itself in a tooltip. Loaded only when the sidebar collapses. */
export default function CollapsedSidebarBody() {
  return (
    <TooltipProvider>
      <SidebarBody
        collapsed
        wrap={(label, item) => (
          <Tooltip>
            <TooltipTrigger asChild>{item}</TooltipTrigger>
            <TooltipContent side="right">{label}</TooltipContent>
          </Tooltip>
        )}
      />
    </TooltipProvider>
  );
}
