import { SignIn, SignUp } from '@clerk/clerk-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export function ClerkSignInPage() {
  return (
    <Centered>
      <SignIn routing="path" path="/sign-in" />
    </Centered>
  );
}

export function ClerkSignUpPage() {
  return (
    <Centered>
      <SignUp routing="path" path="/sign-up" fallbackRedirectUrl="/post-signup" />
    </Centered>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <Screen>{children}</Screen>;
}

const Screen = styled.main`
  min-height: 100dvh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 12px;
`;
