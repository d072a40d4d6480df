import { useSettledNavigate } from '@/lib/settled-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { LogOut, MailCheck, Settings } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Menu, MenuItem, MenuLabel, MenuLinkItem, MenuSeparator } from '@/components/ui/menu';
import { errorMessage } from '@/lib/api-client';
import { forgetSession, useCurrentMe } from '@/lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useSignOut } from '../api/sign-out';

export function UserMenu() {
  const me = useCurrentMe();
  const navigate = useSettledNavigate();
  const client = useQueryClient();
  const signOut = useSignOut();
  const verify = useSendVerificationEmail();
  // An API key has no person behind it; the browser app is always a user, but say something sensible anyway.
  const name = me.user?.name ?? me.api_key?.name ?? 'API key';
  const email = me.user?.email ?? null;

  const onSignOut = () =>
    signOut.mutate(undefined, {
      // Leave the app first, then forget its data: cleared while still on screen, /me would load again (401).
      onSuccess: async () => {
        await navigate('/sign-in', { replace: true });
        forgetSession(client);
      },
      onError: (e) => toast.error('Could not sign out', { description: errorMessage(e, 'Please try again.') }),
    });

  return (
    <Menu label={`Account: ${name}`} align="end" buttonClassName="size-9 justify-center rounded-full" button={<Avatar name={name} className="size-8 text-xs" />}>
      <MenuLabel className="text-foreground">
        <span className="block truncate text-sm font-medium">{name}</span>
        {email && <span className="block truncate text-xs font-normal text-muted-foreground">{email}</span>}
      </MenuLabel>
      <MenuSeparator />
      <MenuLinkItem to="/settings/members">
        <Settings aria-hidden="true" />
        Settings
      </MenuLinkItem>
      {me.user && !me.user.email_verified && (
        <MenuItem
          disabled={verify.isPending}
          onSelect={() =>
            verify.mutate(undefined, {
              onSuccess: () => toast.success('Check your email', { description: `We sent a confirmation link to ${email}.` }),
              onError: (e) => toast.error('Could not send the email', { description: errorMessage(e, 'Please try again.') }),
            })
          }
        >
          <MailCheck aria-hidden="true" />
          Confirm my email
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem onSelect={onSignOut} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" />
        Sign out
      </MenuItem>
    </Menu>
  );
}
