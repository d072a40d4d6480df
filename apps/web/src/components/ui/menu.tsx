import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * A menu button (WAI-ARIA APG "menu button" pattern): Enter, Space or the arrow keys open it, the arrow keys, Home and
 * End move between items, Escape closes it and gives focus back to the button, Tab or a click outside close it.
 * Small and dependency-free so the header does not grow the shell's chunk.
 */
interface MenuCtx {
  close: (focusButton?: boolean) => void;
}
const MenuContext = createContext<MenuCtx | null>(null);

function useMenu(): MenuCtx {
  const ctx = useContext(MenuContext);
  if (!ctx) throw new Error('Menu items must be inside <Menu>.');
  return ctx;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

export function Menu({
  label,
  button,
  buttonClassName,
  align = 'start',
  className,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  buttonClassName?: string;
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setFocusOnOpen(e.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <MenuContext.Provider value={{ close }}>
      <div ref={rootRef} className="relative">
        <button
          ref={buttonRef}
          type="button"
          id={`${id}-button`}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? `${id}-menu` : undefined}
          onClick={() => {
            setFocusOnOpen('first');
            setOpen((o) => !o);
          }}
          onKeyDown={onButtonKeyDown}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
            buttonClassName,
          )}
        >
          {button}
        </button>
        {open && (
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            onKeyDown={onMenuKeyDown}
            className={cn(
              'absolute top-full z-40 mt-1 flex max-h-[70dvh] w-64 max-w-[calc(100vw-1.5rem)] flex-col overflow-y-auto rounded-lg border bg-background p-1 text-foreground shadow-lg',
              align === 'end' ? 'right-0' : 'left-0',
              className,
            )}
          >
            {children}
          </div>
        )}
      </div>
    </MenuContext.Provider>
  );
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-accent focus:bg-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export function MenuItem({
  onSelect,
  className,
  checked,
  disabled,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> & { onSelect: () => void; checked?: boolean }) {
  const { close } = useMenu();
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      onClick={() => {
        if (disabled) return;
        close(true);
        onSelect();
      }}
      className={cn(itemClass, className)}
      {...props}
    >
      {children}
    </button>
  );
}

export function MenuLinkItem({ className, onClick, ...props }: LinkProps) {
  const { close } = useMenu();
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      onClick={(e) => {
        close(false);
        onClick?.(e);
      }}
      className={cn(itemClass, className as string | undefined)}
      {...props}
    />
  );
}

export function MenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('px-2.5 py-1.5 text-xs font-medium text-muted-foreground', className)}>{children}</div>;
}

export function MenuSeparator() {
  return <div role="separator" className="-mx-1 my-1 h-px bg-border" />;
}
