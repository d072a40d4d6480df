import { useRef, useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * The new key, shown this once: the server keeps only its hash. A copy button, and the key selected on focus for
 * anyone who copies by hand.
 */
export function ApiKeyOnce({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select the key so Ctrl+C copies it.
      input.current?.select();
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p role="note" className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Copy the key for <strong className="font-medium">{name}</strong> now and keep it somewhere safe. It won&apos;t be shown again.
        </span>
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-api-key">API key</Label>
        <div className="flex gap-2">
          <Input
            ref={input}
            id="new-api-key"
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
            spellCheck={false}
          />
          <Button variant="outline" onClick={() => void copy()} aria-label={copied ? 'Copied' : 'Copy API key'}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Send it as <code className="rounded bg-muted px-1">Authorization: Bearer &lt;key&gt;</code>.
        </p>
      </div>
    </div>
  );
}
