import { useMutation } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { api } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { useSession } from '#web/state/session.ts';

/**
 * Deletes the signed-in reader's account (POST /profile/erasure, decision 085): the password
 * confirms it; once done the session here is forgotten and the reader goes home, told so.
 */
export function useDeleteAccount() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => api('POST /profile/erasure', { body: { password }, quiet: true }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      flushSync(() => signOut());
      void navigate('/');
    },
  });
}
