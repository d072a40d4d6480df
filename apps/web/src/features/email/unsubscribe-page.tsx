import { useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page';
import { apiRequest } from '@/lib/api-client';

/** The link at the bottom of every email: opening it changes nothing; the button confirms (a POST). */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const confirm = useMutation({
    mutationFn: () => apiRequest<{ message: string }>('/api/v1/email/unsubscribe', { method: 'POST', body: { token } }),
  });
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-16 text-center">
      <PageTitle>Unsubscribe</PageTitle>
      <h1 className="text-2xl font-bold">Stop these emails</h1>
      {confirm.isSuccess ? (
        <p role="status">{confirm.data.message}</p>
      ) : (
        <>
          <p className="text-muted-foreground">Confirm and this sender will not email or call you again.</p>
          <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            {confirm.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
          {confirm.isError && <p role="alert" className="text-sm text-destructive">{confirm.error.message}</p>}
        </>
      )}
    </div>
  );
}
