import { useUser } from '@clerk/clerk-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { errorDetail } from '../../../lib/api-client';
import { useAddUser } from '../api/add-user';
import { ConnectionError } from '../components/connection-error';
import { SAVING_TEXT } from '../post-signup-text';

export function ClerkPostSignupPage() {
  const { isLoaded, user } = useUser();
  const navigate = useNavigate();
  const addUser = useAddUser();
  const started = useRef(false);

  const save = () => {
    if (!user) {
      void navigate('/', { replace: true });
      return;
    }
    addUser.mutate(
      {
        clerkUserId: user.id,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.primaryEmailAddress?.emailAddress ?? '',
      },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  useEffect(() => {
    // StrictMode runs effects twice; the user must be saved once.
    if (!isLoaded || started.current) return;
    started.current = true;
    save();
  });

  if (addUser.isError) {
    return <ConnectionError title="No pudimos guardar tus datos" message={errorDetail(addUser.error)} onRetry={save} />;
  }
  return <LoadingOverlay label={SAVING_TEXT} />;
}
