import type { TCallRecord } from '@inflow/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatMoney, humanize } from '@/lib/format';
import { hasAnalysis, isCallActive } from '../lib/calls';

const RESULT_TONES: Record<string, BadgeTone> = { success: 'green', failure: 'red', unknown: 'neutral' };

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm">{value ?? '—'}</dd>
    </div>
  );
}

export function AnalysisTab({ call, currency }: { call: TCallRecord | null; currency: string }) {
  if (isCallActive(call)) {
    return <p className="py-8 text-center text-sm text-muted-foreground">The analysis appears when the call ends.</p>;
  }
  if (!call || !hasAnalysis(call)) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No call analysis available</p>;
  }
  const x = call.extracted_data;
  const evaluations = Object.entries(call.evaluation_results ?? {});
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Outcome</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            <Item label="Interest level" value={x?.interest_level ? humanize(x.interest_level) : '—'} />
            <Item label="Collaboration rate" value={x?.collaboration_rate || '—'} />
            {x?.agreed_rate !== undefined && x?.agreed_rate !== null && (
              <Item label="Agreed rate" value={formatMoney(x.agreed_rate, currency)} />
            )}
            {x?.deliverables && <Item label="Deliverables" value={x.deliverables} />}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Extracted Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-3">
            <Item label="Content preferences" value={x?.content_preferences || '—'} />
            <Item label="Timeline" value={x?.timeline || '—'} />
            <Item label="Contact info" value={x?.contact_info || '—'} />
            <Item label="Follow-up actions" value={x?.follow_up_actions || '—'} />
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Evaluation Results</CardTitle>
        </CardHeader>
        <CardContent>
          {evaluations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No evaluation results.</p>
          ) : (
            <ul className="divide-y">
              {evaluations.map(([name, r]) => (
                <li key={name} className="py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-medium capitalize">{humanize(name)}</p>
                    <Badge tone={RESULT_TONES[r.result.toLowerCase()] ?? 'neutral'}>{humanize(r.result)}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">{r.rationale}</p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
