import type { TCampaignReport } from '@inflow/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Loaded only on the report page (its own chunk): recharts never weighs on the first render of / or /dashboard. */
export default function ReportCharts({ report }: { report: TCampaignReport }) {
  // An unknown figure stays null (no bar), never a 0 that was not measured.
  const perCreator = report.by_creator.map((c) => ({ name: c.creator_name, views: c.views, engagements: c.engagements, revenue: c.revenue, spend: c.spend }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure aria-label="Views and engagements over time" className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={report.over_time}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" />
            <YAxis />
            <Tooltip />
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
