import { useSettledNavigate } from '@/lib/settled-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { forgetSession } from '@/lib/session';
import { useSignOut } from '../api/sign-out';
import { AuthCard } from './auth-card';
import { CreateWorkspaceForm } from './create-workspace-form';

/** Signed in but a member of no workspace: create one (or open an invitation link). */
export function CreateWorkspaceScreen() {
  const navigate = useSettledNavigate();
  const client = useQueryClient();
  const signOut = useSignOut();
  return (
    <AuthCard
      title="Create your workspace"
      description="A workspace holds your campaigns, creators and team. You will be its owner and can invite others."
      footer={
        <>
          <p>Invited to a workspace? Open the link in your invitation email instead.</p>
          <Button
            variant="link"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: async () => {
                  await navigate('/sign-in', { replace: true });
                  forgetSession(client);
                },
              })
            }
          >
            Sign out
          </Button>
        </>
      }
    >
      <CreateWorkspaceForm onCreated={() => navigate('/dashboard', { replace: true })} />
    </AuthCard>
  );
}
