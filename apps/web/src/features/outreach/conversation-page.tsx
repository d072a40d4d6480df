import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BarChart3, FileAudio, Loader2, Mail, MessageSquareText, Phone, LayoutList } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { TCallRecord } from '@inflow/contracts';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { NativeSelect } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, humanize } from '@/lib/format';
import { useOutreach } from './api/get-outreach';
import { useCreator } from './api/get-creator';
import { useCalls } from './api/get-calls';
import { useCallAnalysis } from './api/get-call-analysis';
import { useInitiateCall } from './api/initiate-call';
import { useEmails } from './api/get-emails';
import { isCallActive } from './lib/calls';
import { CreatorProfileCard } from './components/creator-profile-card';
import { OverviewTab } from './components/overview-tab';
import { AnalysisTab } from './components/analysis-tab';
import { TranscriptTab } from './components/transcript-tab';
import { RecordingTab } from './components/recording-tab';
import { CampaignDeals } from '@/components/deals/campaign-deals';
import { DEALS_KEY } from '@/lib/deals';
import { ComposeEmailDialog } from '@/components/email/compose-email-dialog';
import { NotesPanel } from '@/components/notes/notes-panel';

export function ConversationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const outreach = useOutreach(id);
  const creator = useCreator(outreach.data?.creator_id);
  const [expectCall, setExpectCall] = useState(false);
  const calls = useCalls(id, { expectCall });
  const [selectedCallId, setSelectedCallId] = useState<string | null>(null);
  const initiate = useInitiateCall();
  const [composeOpen, setComposeOpen] = useState(false);
  const emails = useEmails(id);

  const callList = useMemo(() => calls.data ?? [], [calls.data]);
  const selected: TCallRecord | null = callList.find((c) => c.id === selectedCallId) ?? callList[0] ?? null;
  // Older entries may only know the provider's conversation id: ask the analysis endpoint for it.
  const fallbackId = !calls.isPending && callList.length === 0 ? (outreach.data?.conversation_id ?? null) : null;
  const analysis = useCallAnalysis(fallbackId, Boolean(fallbackId));
  const call = selected ?? analysis.data ?? null;
  const conversationId = call?.conversation_id ?? outreach.data?.conversation_id ?? null;
  const active = isCallActive(callList[0]);

  // Stop expecting once the new call shows up; refresh the entry when a call ends.
  const wasActive = useRef(false);
  useEffect(() => {
    if (expectCall && callList.length > 0 && (active || callList[0]?.ended_at)) setExpectCall(false);
    if (wasActive.current && !active) {
      void qc.invalidateQueries({ queryKey: ['outreach'] });
      void qc.invalidateQueries({ queryKey: DEALS_KEY });
      toast.info('Call finished', { description: 'The transcript and analysis are ready.' });
    }
    wasActive.current = active;
  }, [active, callList, expectCall, qc]);

  if (outreach.isPending) return <LoadingState text="Loading conversation details..." />;
  if (outreach.isError || !outreach.data) {
    return (
      <ErrorState
        title={outreach.error?.message || 'Failed to load conversation details'}
        action={
          <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/irm'))}>
            <ArrowLeft aria-hidden="true" /> Go Back
          </Button>
        }
      />
    );
  }
  const o = outreach.data;
  const name = creator.data?.name ?? o.creator_name;
  const email = creator.data?.email ?? o.creator_email;
  const phone = creator.data?.phone ?? o.creator_phone;
  const doNotContact = o.status === 'do_not_contact';

  const startCall = () =>
    initiate.mutate(o.id, {
      onSuccess: (r) => {
        setExpectCall(true);
        setSelectedCallId(null);
        toast.success('Call Initiated', { description: r.message || 'Call has been initiated successfully' });
      },
      onError: (e) =>
        toast.error('Error', {
          description: `Failed to initiate call. Please try again.${isApiError(e) && e.serverMessage ? ` (${e.serverMessage})` : ''}`,
        }),
    });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`Conversation · ${name}`}</PageTitle>
      <div className="flex flex-col gap-4">
        <Button variant="ghost" size="sm" className="self-start" onClick={() => navigate(`/campaign/${o.campaign_id}/irm`)}>
          <ArrowLeft aria-hidden="true" /> Back to Campaign
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Conversation Details</h1>
            <p className="mt-1 text-sm text-muted-foreground">Detailed view of your conversation with {name}</p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              {o.campaign_name} · {o.brand_name}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={startCall}
              disabled={initiate.isPending || active || expectCall || !phone || doNotContact}
              title={doNotContact ? `${name} asked not to be contacted` : phone ? `Call ${name} at ${phone}` : `${name} has no phone number on file`}
            >
              {initiate.isPending || active || expectCall ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Phone aria-hidden="true" />}
              {initiate.isPending ? 'Initiating...' : active || expectCall ? 'Call in progress' : 'Call'}
            </Button>
            <Button
              variant="outline"
              onClick={() => setComposeOpen(true)}
              disabled={!email || doNotContact}
              title={email ? `Write an email to ${email}` : `${name} has no email address on file`}
            >
              <Mail aria-hidden="true" /> Email
            </Button>
          </div>
          {doNotContact ? (
            <p className="text-xs text-muted-foreground sm:basis-full sm:text-right">
              {name} asked not to be contacted: no calls or emails go to them from any campaign.
            </p>
          ) : (!phone || !email) && (
            <p className="text-xs text-muted-foreground sm:basis-full sm:text-right">
              {!phone && 'No phone number on file, so calls are off. '}
              {!email && 'No email address on file, so follow-up emails are off.'}
            </p>
          )}
        </div>
      </div>

      {active && callList[0] && (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Call {humanize(callList[0].status)} with {name}
          {callList[0].to_number ? ` (${callList[0].to_number})` : ''}…
        </p>
      )}

      <CampaignDeals campaignId={o.campaign_id} outreachId={o.id} title="Deal" />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div>
          <CreatorProfileCard outreach={o} creator={creator.data} />
        </div>
        <div className="min-w-0">
          {callList.length > 1 && (
            <div className="mb-3 flex items-center gap-2">
              <label htmlFor="call-select" className="text-sm text-muted-foreground">
                Call
              </label>
              <NativeSelect id="call-select" className="w-auto" value={selected?.id ?? ''} onChange={(e) => setSelectedCallId(e.target.value)}>
                {callList.map((c, i) => (
                  <option key={c.id} value={c.id}>
                    {i === 0 ? 'Latest: ' : ''}
                    {formatDateTime(c.started_at)} · {humanize(c.status)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {calls.isError && (
            <p role="alert" className="mb-3 text-sm text-destructive">
              Failed to fetch call analysis. Please try again. ({calls.error.message})
            </p>
          )}
          <Tabs defaultValue="overview">
            <TabsList aria-label="Conversation">
              <TabsTrigger value="overview">
                <LayoutList aria-hidden="true" /> Overview
              </TabsTrigger>
              <TabsTrigger value="analysis">
                <BarChart3 aria-hidden="true" /> Call Analysis
              </TabsTrigger>
              <TabsTrigger value="transcript">
                <MessageSquareText aria-hidden="true" /> Transcript
              </TabsTrigger>
              <TabsTrigger value="recording">
                <FileAudio aria-hidden="true" /> Call Recording
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab outreach={o} call={call} emails={emails.data ?? []} />
            </TabsContent>
            <TabsContent value="analysis">
              <AnalysisTab call={call} currency={o.currency} />
            </TabsContent>
            <TabsContent value="transcript">
              <TranscriptTab call={call} />
            </TabsContent>
            <TabsContent value="recording">
              <RecordingTab conversationId={conversationId} call={call} />
            </TabsContent>
          </Tabs>
        </div>
      </div>

      <NotesPanel outreachId={o.id} />
      <ComposeEmailDialog outreachId={o.id} open={composeOpen} onOpenChange={setComposeOpen} />
    </div>
  );
}
