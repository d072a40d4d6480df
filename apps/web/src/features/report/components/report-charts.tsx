import type { TCampaignReport } from '@inflow/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/lib/format';

/** The report's days ('2026-02-01') on a time axis, so that a gap of months is drawn as one and not as a day. */
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayLabel = (t: unknown) => formatDate(Number(t), { timeZone: 'UTC' });

/** Loaded only on the report page (its own chunk): recharts never weighs on the first render of / or /dashboard. */
export default function ReportCharts({ report }: { report: TCampaignReport }) {
  // An unknown figure stays null (no bar), never a 0 that was not measured.
  const overTime = report.over_time.map((p) => ({ ...p, t: day(p.date) }));
  const perCreator = report.by_creator.map((c) => ({ name: c.creator_name, views: c.views, engagements: c.engagements, revenue: c.revenue, spend: c.spend }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure aria-label="Views and engagements over time" className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={overTime}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={dayLabel} />
            <YAxis />
            <Tooltip labelFormatter={dayLabel} />
            <Legend />
            <Line type="monotone" dataKey="views" stroke="#4f46e5" connectNulls />
            <Line type="monotone" dataKey="engagements" stroke="#16a34a" connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure aria-label="Spend and revenue by creator" className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={perCreator}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="spend" fill="#94a3b8" />
            <Bar dataKey="revenue" fill="#4f46e5" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
